import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The bar minimises to a compact pill while the page scrolls down (`minimizesOnScroll`), and
/// comes back on scrolling up, keyboard focus, a swipe or a tab change.
@Suite(.serialized) @MainActor struct BarMinimizeTests {
    private func minimizingFixture() -> TabViewFixture {
        var options = TabViewOptions()
        options.minimizesOnScroll = true
        return TabViewFixture(count: 4, options: options)
    }

    /// A touchpad scroll over the page: scroll-begin, then `steps` deltas of `dy` px.
    private func scrollContent(_ fixture: TabViewFixture, dy: Double, steps: Int) {
        let scroll = fixture.view.swipeInput.scrollController
        scroll.emit("scroll-begin")
        for _ in 0..<steps { scroll.emitScroll(dx: 0, dy: dy) }
        scroll.emit("scroll-end")
    }

    /// Spins until the bar's shape animation has finished; returns whether frames in between
    /// were shown (the pill shrinking or growing rather than jumping).
    @discardableResult
    private func waitForShape(_ fixture: TabViewFixture) -> Bool {
        var sawMorph = false
        fixture.waitForFrames(1) // the change is laid out, and the animation starts
        MainLoop.spin(
            until: {
                if let morph = fixture.view.bar.morph, morph.progress > 0.05, morph.progress < 0.95 { sawMorph = true }
                return !fixture.view.shapeMorph.isAnimating
            }, timeout: 5)
        fixture.waitForFrames()
        return sawMorph
    }

    @Test func scrollingDownMinimisesToTheSelectedTabsIconAndScrollingUpRestores() throws {
        let fixture = minimizingFixture()
        defer { fixture.close() }
        let fullWidth = fixture.view.bar.allocatedSize.width
        scrollContent(fixture, dy: 10, steps: 10)
        #expect(fixture.view.isBarMinimized)
        #expect(waitForShape(fixture), "the bar shrinks into the pill")
        #expect(fixture.view.bar.buttons.allSatisfy { $0.button.opacity == 1 || !$0.button.isChildVisible })
        #expect(fixture.view.bar.allocatedSize.width < fullWidth / 2) // a compact pill
        #expect(fixture.view.bar.buttons[0].button.isChildVisible)
        #expect(fixture.view.bar.buttons.dropFirst().allSatisfy { !$0.button.isChildVisible })
        #expect(!fixture.view.bar.buttons[0].showsTitle) // the icon only
        scrollContent(fixture, dy: -10, steps: 3)
        #expect(!fixture.view.isBarMinimized)
        #expect(waitForShape(fixture), "the pill grows back into the bar")
        #expect(fixture.view.bar.buttons.allSatisfy { $0.button.opacity == 1 })
        #expect(fixture.view.bar.allocatedSize.width == fullWidth)
        #expect(fixture.view.bar.buttons[0].showsTitle)
    }

    @Test func focusATabChangeOrASwipeRestoresIt() throws {
        let fixture = minimizingFixture()
        defer { fixture.close() }
        scrollContent(fixture, dy: 10, steps: 10)
        #expect(fixture.view.focusSelectedTab())
        #expect(MainLoop.spin(until: { !fixture.view.isBarMinimized }, timeout: 5))
        scrollContent(fixture, dy: 10, steps: 10)
        #expect(fixture.view.isBarMinimized)
        try fixture.selection.select("2", reason: .keyboard)
        #expect(!fixture.view.isBarMinimized)
        scrollContent(fixture, dy: 10, steps: 10)
        #expect(fixture.view.isBarMinimized)
        let scroll = fixture.view.swipeInput.scrollController
        scroll.emit("scroll-begin")
        for _ in 0..<3 { scroll.emitScroll(dx: 10, dy: 0) } // a horizontal swipe starts
        #expect(!fixture.view.isBarMinimized)
        scroll.emit("scroll-end")
    }

    @Test func withoutAnimationsItChangesAtOnce() {
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        let fixture = minimizingFixture()
        defer { fixture.close() }
        let fullWidth = fixture.view.bar.allocatedSize.width
        scrollContent(fixture, dy: 10, steps: 10)
        fixture.waitForFrames()
        #expect(fixture.view.bar.morph == nil)
        #expect(fixture.view.bar.allocatedSize.width < fullWidth / 2)
        scrollContent(fixture, dy: -10, steps: 3)
        fixture.waitForFrames()
        #expect(fixture.view.bar.allocatedSize.width == fullWidth)
    }

    @Test func offByDefault() {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        scrollContent(fixture, dy: 10, steps: 20)
        #expect(!fixture.view.isBarMinimized)
    }
}
