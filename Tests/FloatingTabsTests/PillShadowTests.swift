import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabs

/// The pill's shadow is an image made for the pill's size: switching tabs (which redraws the page
/// under the pill, and the shadow with it) reuses it, and a pill of another size gets a new one.
@Suite(.serialized) @MainActor struct PillShadowTests {
    @Test func switchingTabsReusesTheShadowImage() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        fixture.waitForFrames()
        let made = fixture.view.bar.surface.shadowImagesMade
        #expect(made == 1, "one image for the bar's size, made when it was first drawn")
        for id in ["1", "2", "0", "1"] {
            try fixture.selection.select(id, reason: .keyboard)
            fixture.settle()
        }
        #expect(fixture.view.bar.surface.shadowImagesMade == made, "a switch made a new shadow image")
    }

    @Test func aPillOfAnotherSizeGetsAShadowOfItsSize() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        fixture.waitForFrames()
        let before = (fixture.view.bar.allocatedSize, fixture.view.bar.surface.shadowImagesMade)
        try fixture.selection.insert(DemoTab(id: "3"))
        MainLoop.spin(until: { fixture.view.bar.allocatedSize.width > before.0.width }, timeout: 5)
        fixture.waitForFrames()
        #expect(fixture.view.bar.allocatedSize.width > before.0.width, "a fourth tab widens the bar")
        #expect(fixture.view.bar.surface.shadowImagesMade == before.1 + 1, "the wider bar kept the narrower bar's shadow")
    }
}
