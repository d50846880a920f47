import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The keyboard over the tab view: window actions, the bar's arrow keys, roving focus and the
/// focus each page keeps.
@Suite(.serialized) @MainActor struct TabViewKeyboardTests {
    @Test func windowActionsSwitchTabs() {
        let fixture = TabViewFixture(attach: true)
        defer { fixture.close() }
        let widget = fixture.view.widget
        gtk_widget_activate_action_variant(widget, "win.next-tab", nil)
        #expect(fixture.selection.selectedID == "1")
        gtk_widget_activate_action_variant(widget, "win.previous-tab", nil)
        gtk_widget_activate_action_variant(widget, "win.previous-tab", nil)
        #expect(fixture.selection.selectedID == "3") // wraps
        gtk_widget_activate_action_variant(widget, "win.select-tab", g_variant_new_int32(1))
        #expect(fixture.selection.selectedID == "1")
        gtk_widget_activate_action_variant(widget, "win.select-tab", g_variant_new_int32(42)) // no such tab: ignored
        #expect(fixture.selection.selectedID == "1")
    }

    @Test func arrowKeysHomeAndEndMoveAlongTheBarWithoutWrapping() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let keys = fixture.view.bar.keyController
        #expect(keys.emitKeyPressed(keyval: Keyval.right, modifiers: 0))
        #expect(fixture.selection.selectedID == "1")
        keys.emitKeyPressed(keyval: Keyval.end, modifiers: 0)
        #expect(fixture.selection.selectedID == "3")
        keys.emitKeyPressed(keyval: Keyval.right, modifiers: 0)
        #expect(fixture.selection.selectedID == "3")
        keys.emitKeyPressed(keyval: Keyval.home, modifiers: 0)
        keys.emitKeyPressed(keyval: Keyval.left, modifiers: 0)
        #expect(fixture.selection.selectedID == "0")
        #expect(!keys.emitKeyPressed(keyval: Keyval.escape, modifiers: 0)) // not a bar key
    }

    @Test func onlyTheSelectedTabIsInTheFocusChain() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        try? fixture.selection.select("2", reason: .click)
        #expect(fixture.view.bar.buttons.map(\.button.isFocusable) == [false, false, true, false])
    }

    @Test func focusReturnsToTheWidgetThatHadItWhenThePageComesBack() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let entry = fixture.page("0")!.entry
        #expect(entry.grabFocus())
        try? fixture.selection.select("1", reason: .keyboard)
        fixture.settle()
        fixture.page("1")!.entry.grabFocus()
        try? fixture.selection.select("0", reason: .keyboard)
        fixture.settle()
        #expect(entry.containsFocus)
    }
}
