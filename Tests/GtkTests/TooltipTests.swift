import Gtk
import GtkTestSupport
import Testing

/// A tooltip set from Swift is the text GTK shows, and setting it costs GTK no work when nothing
/// changes or the widget is in no window (where GTK 4.8 would ask the X server for the pointer).
@Suite(.serialized) @MainActor struct TooltipTests {
    init() { GtkHarness.start() }

    @Test func aWidgetInNoWindowKeepsItsTextAndItsVisibility() {
        let shown = Button(label: "Files")
        shown.tooltip = "Files — Alt+1"
        #expect(shown.tooltip == "Files — Alt+1")
        #expect(shown.isVisible)

        let hidden = Button(label: "Notes")
        hidden.isVisible = false
        hidden.tooltip = "Notes"
        #expect(hidden.tooltip == "Notes")
        #expect(!hidden.isVisible)
    }

    @Test func emptyTextIsNoTooltip() {
        let button = Button(label: "Files")
        button.tooltip = "Files"
        button.tooltip = ""
        #expect(button.tooltip == nil)
        button.tooltip = nil
        #expect(button.tooltip == nil)
    }

    @Test func theSameTextIsNotSetAgainAndANewOneIs() {
        let window = Window()
        let button = Button(label: "Files")
        window.setChild(button)
        window.present()
        defer { window.destroy() }
        var changes = 0
        let token = button.connectPointer("notify::tooltip-text") { _ in changes += 1 }
        defer { token.disconnect() }
        button.tooltip = "Files — Alt+1"
        button.tooltip = "Files — Alt+1"
        #expect(changes == 1)
        button.tooltip = "Files — Alt+2"
        #expect(changes == 2)
        #expect(button.tooltip == "Files — Alt+2")
        #expect(button.isVisible)
    }
}
