import Glibc
import Gtk
import GtkTestSupport
import Testing
import XHarness

@testable import FloatingTabs

/// The pointer held still over the pages while they slide: what ends up under it is hovered as
/// soon as the switch settles, not only when the next input comes (which would then spend its
/// frame on hover styles and show the next switch a refresh period late).
@Suite(.serialized) @MainActor struct HoverAfterSwitchTests {
    @Test func thePageUnderAStillPointerIsHoveredOnceTheSwitchSettles() throws {
        let x = try #require(XSession())
        // Windows earlier tests left on screen are not this one: it is the window that is new.
        let before = Set(x.windows(ofProcess: getpid()))
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let window = try #require(x.windows(ofProcess: getpid()).first { !before.contains($0) })
        fixture.waitForFrames()
        x.movePointer(into: window, x: 400, y: 200) // over the page, above the bar
        MainLoop.spin(until: { fixture.page("0")!.isHovered }, timeout: 5)
        #expect(fixture.page("0")!.isHovered)
        try? fixture.selection.select("1", reason: .keyboard)
        fixture.settle()
        // No input since the motion above.
        MainLoop.spin(until: { fixture.page("1")!.isHovered }, timeout: 2)
        #expect(fixture.page("1")!.isHovered)
    }
}
