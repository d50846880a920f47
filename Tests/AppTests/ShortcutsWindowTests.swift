import FloatingTabs
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabsApp

/// The app's shortcuts window (Ctrl+?): every shortcut listed once, the app's own rows with the
/// accelerators their actions are bound to.
@MainActor @Suite(.serialized) struct ShortcutsWindowTests {
    @Test func everyShortcutIsListedOnce() {
        GtkHarness.start()
        let xml = ShortcutsWindow.definition(extra: WindowActions.shortcuts.map { ($0.title, $0.accelerators) })
        let titles = KeyMap.entries().map(\.title) + WindowActions.shortcuts.map(\.title)
        for title in titles {
            let listed = xml.components(separatedBy: "<property name=\"title\">\(title.replacingOccurrences(of: "&", with: "&amp;"))</property>").count - 1
            #expect(listed == 1, "“\(title)” is listed \(listed) times")
        }
        #expect(xml.contains("&lt;Control&gt;f") && xml.contains("&lt;Control&gt;h"))
    }
}
