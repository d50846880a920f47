import CGtk
import Foundation
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

@Suite(.serialized) @MainActor struct DesktopIntegrationTests {
    @Test func rightToLeftMirrorsTabOrderAndTheIndicator() throws {
        GtkHarness.start()
        Runtime.setDefaultDirection(rightToLeft: true)
        defer { Runtime.setDefaultDirection(rightToLeft: false) }
        let fixture = TabViewFixture()
        defer { fixture.close() }
        fixture.settle()
        let first = try #require(fixture.view.bar.buttons[0].button.bounds(in: fixture.view.bar))
        let second = try #require(fixture.view.bar.buttons[1].button.bounds(in: fixture.view.bar))
        #expect(first.x > second.x) // tab 1 is the rightmost
        let indicator = try #require(fixture.view.bar.indicatorFrame)
        #expect(abs(indicator.x - first.x) < 1)
        try fixture.selection.select(index: 1, reason: .click)
        fixture.settle()
        #expect(try #require(fixture.view.bar.indicatorFrame).x < first.x) // the indicator moved left
    }

    @Test func shortcutsWindowListsEveryShortcutOfTheKeyMap() throws {
        GtkHarness.start()
        let xml = ShortcutsWindow.definition(extra: [(title: "Quit", accelerators: ["<Control>q"])])
        for entry in KeyMap.entries() {
            #expect(xml.contains("<property name=\"title\">\(entry.title.replacingOccurrences(of: "&", with: "&amp;"))</property>"), "\(entry.title) missing")
        }
        #expect(xml.contains("&lt;Control&gt;Tab &lt;Control&gt;Page_Down"))
        #expect(xml.contains("&lt;Alt&gt;1 &lt;Control&gt;1"))
        let builder = Builder(ui: xml)
        let window = try #require(builder.object("shortcuts"))
        #expect(g_type_check_instance_is_a(window.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcuts_window_get_type()) != 0)
    }
}
