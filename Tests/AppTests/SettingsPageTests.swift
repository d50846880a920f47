import FloatingTabs
import Gtk
import GtkTestSupport
import Testing
@testable import FloatingTabsApp

/// Every Settings control changes the settings at once and reports them.
@Suite(.serialized) @MainActor struct SettingsPageTests {
    @Test func controlsApplyAtOnce() throws {
        GtkHarness.start()
        var reported: [AppSettings] = []
        let page = SettingsPage(settings: AppSettings(), bottomInset: 0) { reported.append($0) }
        #expect(page.controls.count == 6)
        let labelMode = try #require(page.controls[0] as? DropDown)
        labelMode.selected = 2
        #expect(page.settings.labelMode == .iconsOnly)
        let position = try #require(page.controls[1] as? DropDown)
        position.selected = 1
        #expect(page.settings.position == .top)
        for index in 2...4 { try #require(page.controls[index] as? Switch).isActive.toggle() }
        #expect(page.settings.hidesBarWhenNavigating)
        #expect(page.settings.mouseDragSwipes)
        #expect(!page.settings.restoreSession)
        let appearance = try #require(page.controls[5] as? DropDown)
        appearance.selected = 2
        #expect(page.settings.appearance == .dark)
        #expect(reported.count == 6)
        let options = page.settings.tabViewOptions
        #expect(options.labelMode == .iconsOnly && options.position == .top && options.hidesBarWhenNavigating && options.mouseDragSwipes)
    }
}
