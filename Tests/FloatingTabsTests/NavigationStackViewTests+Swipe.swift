import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The navigation stack as a back swipe moves it (`Swipeable`): the top level follows the
/// fingers over the level below and pops past half-way, or springs back.
extension NavigationStackViewTests {
    @Test func aBackSwipeUncoversTheLevelBelowAndPopsPastHalfWay() throws {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        fixture.store.push("b", on: "t")
        MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5)
        let top = fixture.view.cancelProgress
        fixture.view.updateSwipe(progress: top - 0.4)
        MainLoop.spin(until: { (fixture.view.levelOffsets.top ?? 0) > 100 }, timeout: 5)
        let width = Double(fixture.view.allocatedSize.width)
        let offsets = fixture.view.levelOffsets
        #expect(abs(try #require(offsets.top) - 0.4 * width) <= 1) // the top follows the fingers
        #expect(abs(try #require(offsets.below) - NavigationLevels.parallaxShift(width: width, fraction: 0.4)) <= 1) // a comes up from behind
        #expect(try #require(offsets.below) < 0)
        #expect(fixture.owners["a"]?.isMapped == true)
        #expect(fixture.view.depth == 2) // nothing decided yet
        fixture.view.endSwipe(at: top - 1, velocity: -0.5) {}
        #expect(MainLoop.spin(until: { fixture.view.depth == 1 && !fixture.view.isAnimating }, timeout: 5))
        #expect(fixture.store.path(for: "t") == ["a"])
        #expect(fixture.owners["b"]?.isMapped == false)
        #expect(fixture.view.title == "Page a")
    }

    @Test func aShortBackSwipeSpringsBackAndChangesNothing() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5)
        var events = 0
        let token = fixture.store.observe { _ in events += 1 }
        let top = fixture.view.cancelProgress
        fixture.view.updateSwipe(progress: top - 0.2)
        fixture.view.endSwipe(at: top, velocity: 0) {}
        #expect(MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5))
        MainLoop.drain()
        #expect(events == 0)
        #expect(fixture.view.depth == 1)
        #expect(fixture.view.levelOffsets.top == 0)
        #expect(fixture.view.levelOffsets.below == nil) // the root is hidden again
        token.cancel()
    }

    @Test func aPathChangeDuringABackSwipeEndsItInAValidState() {
        let fixture = Fixture()
        defer { fixture.close() }
        fixture.store.push("a", on: "t")
        MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5)
        let top = fixture.view.cancelProgress
        fixture.view.updateSwipe(progress: top - 0.5)
        fixture.store.push("b", on: "t") // e.g. a restore check, or a keyboard shortcut mid-swipe
        fixture.view.endSwipe(at: top - 1, velocity: 0) {}
        #expect(MainLoop.spin(until: { !fixture.view.isAnimating }, timeout: 5))
        #expect(fixture.view.depth == 2)
        #expect(fixture.view.title == "Page b")
    }
}
