import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing
import XHarness

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
        let focusedTabs = { fixture.view.bar.buttons.indices.filter { fixture.view.bar.buttons[$0].button.hasFocus } }
        // Tab into the bar lands on the selected tab, and the next Tab goes to no other tab.
        #expect(fixture.view.bar.focusFirstChild())
        #expect(focusedTabs() == [2])
        _ = fixture.view.bar.focusFirstChild()
        #expect(focusedTabs().allSatisfy { $0 == 2 })
    }

    @Test func aFocusTheAppMovesDuringTheSwitchStaysWhereTheAppPutIt() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        #expect(fixture.page("0")!.entry.grabFocus())
        fixture.waitForFrames()
        try? fixture.selection.select("1", reason: .keyboard)
        // The app's own reaction to the switch (here, to the bar's tab), before the frame.
        let tab = fixture.view.bar.buttons[1].button
        #expect(tab.grabFocus())
        fixture.settle()
        #expect(tab.hasFocus)
        #expect(!fixture.page("1")!.entry.containsFocus)
    }

    @Test func aKeyTypedRightAfterASwitchGoesIntoTheShownPage() throws {
        let x = try #require(XSession())
        // Windows earlier tests left on screen are not this one: it is the window that is new.
        let before = Set(x.windows(ofProcess: getpid()))
        let fixture = TabViewFixture(attach: true)
        defer { fixture.close() }
        let window = try #require(x.windows(ofProcess: getpid()).first { !before.contains($0) })
        x.focus(window)
        #expect(fixture.page("0")!.entry.grabFocus())
        MainLoop.spin(until: { gtk_window_is_active(fixture.window.ptr()) != 0 }, timeout: 5)
        fixture.waitForFrames()
        // Ctrl+Page Down and "x" in one burst: GTK handles both keys before it draws the switch.
        x.pressChord([0xffe3, 0xff56]) // Control_L, Page_Down
        x.pressChord([0x78]) // x
        MainLoop.spin(until: { fixture.page("1")?.entry.text.isEmpty == false || fixture.page("0")!.entry.text.isEmpty == false }, timeout: 5)
        #expect(fixture.selection.selectedID == "1")
        #expect(fixture.page("1")?.entry.text == "x")
        #expect(fixture.page("0")!.entry.text == "")
    }

    @Test func aSwitchWithNoFocusInTheWindowGivesNone() {
        // As GtkStack's and AdwTabView's: the focus follows from the page left, none is made up.
        let fixture = TabViewFixture()
        defer { fixture.close() }
        fixture.waitForFrames()
        fixture.window.unsetFocus()
        try? fixture.selection.select("1", reason: .keyboard)
        fixture.settle()
        #expect(fixture.window.focusWidget == nil)
        // From the page, it follows into the page shown.
        #expect(fixture.page("1")!.entry.grabFocus())
        try? fixture.selection.select("2", reason: .keyboard)
        fixture.settle()
        #expect(fixture.page("2")!.entry.containsFocus)
    }

    @Test func aFocusElsewhereInTheWindowStaysThereThroughASwitch() {
        GtkHarness.start()
        let window = Window()
        defer {
            window.destroy()
            MainLoop.drain()
        }
        let selection = try! TabSelection(tabs: (0..<3).map { DemoTab(id: "\($0)") })
        let view = TabView(selection: selection) { DemoPage($0) }
        view.expand(vertical: true)
        let outside = Entry() // the app's own field, above the tabs
        let box = Box(horizontal: false)
        box.append(outside)
        box.append(view)
        window.setDefaultSize(width: 800, height: 600)
        window.setChild(box)
        window.present()
        MainLoop.spin(until: { view.isMapped && view.bar.allocatedSize.width > 0 }, timeout: 5)
        #expect(outside.grabFocus())
        try? selection.select("1", reason: .keyboard)
        MainLoop.spin(until: { abs(view.pager.position - 1) < 1e-9 }, timeout: 5)
        #expect(outside.containsFocus)
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
