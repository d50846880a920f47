import CGtk
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// The app's icons come with the binary: they are found with no icon theme installed at all.
@Suite(.serialized) @MainActor struct IconTests {
    @Test func tabAndAppIconsAreFoundWithoutAnyIconTheme() throws {
        GtkHarness.start()
        let theme = try #require(gtk_icon_theme_get_for_display(gdk_display_get_default()))
        let saved = gtk_icon_theme_get_search_path(theme)
        defer {
            gtk_icon_theme_set_search_path(theme, UnsafeRawPointer(saved)?.assumingMemoryBound(to: UnsafePointer<CChar>?.self))
            g_strfreev(saved)
        }
        var nothing: [UnsafePointer<CChar>?] = [nil]
        gtk_icon_theme_set_search_path(theme, &nothing) // no installed theme is searched any more
        #expect(!Runtime.hasIcon("weather-clear-symbolic"), "the installed Adwaita theme is still searched; the test proves nothing")

        AppController.installIcons()
        for tab in AppTab.builtIn {
            #expect(Runtime.hasIcon(tab.iconName), "\(tab.iconName) is not shipped")
        }
        #expect(Runtime.hasIcon(AppIdentity.id), "the app icon \(AppIdentity.id) is not shipped")
        #expect(Runtime.hasIcon(AppIdentity.id + "-symbolic"))
    }
}
