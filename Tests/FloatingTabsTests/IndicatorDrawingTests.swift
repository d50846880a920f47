import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabs

/// The indicator is drawn under the selected tab: its layer draws it where it is in each frame,
/// so a switch that only redraws (no layout) still moves it on screen.
@Suite(.serialized) @MainActor struct IndicatorDrawingTests {
    @Test func theIndicatorIsDrawnUnderTheTabASwitchSelects() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        fixture.waitForFrames()
        for id in ["2", "1", "0"] {
            try fixture.selection.select(id, reason: .keyboard)
            fixture.settle()
            let drawn = try #require(fixture.view.bar.drawnIndicator, "the indicator was never drawn")
            let tab = try #require(fixture.view.bar.buttons[Int(id)!].button.bounds(in: fixture.view.bar))
            #expect(abs(drawn.x - tab.x) <= 1 && abs(drawn.width - tab.width) <= 1, "drawn at \(drawn), tab \(id) at \(tab)")
        }
    }
}
