import CGtk
import Foundation
import Gtk
import GtkTestSupport
import Testing

/// Menus (the main menu's button, a context menu) open over their window, and stay closed with
/// nothing logged while the window is dragged off the screen, where GTK would log a critical
/// placing them (a key reaches such a window: F10, Shift+F10).
@Suite(.serialized) @MainActor struct OffScreenMenuTests {
    init() { GtkHarness.start() }

    private static let column = WidgetType(name: "OffScreenMenuTestsColumn", cssName: "column", layout: .column)

    @Test func aMenuButtonOpensItsMenuOnlyWhileItsWindowIsOnAMonitor() throws {
        let button = MenuButton(iconName: "open-menu-symbolic", label: "Menu", sections: [[("Nothing", "win.nothing")]])
        try Self.check(content: button, isOpen: { button.isOpen }, open: button.popup)
    }

    @Test func aContextMenuOpensOnlyWhileItsWindowIsOnAMonitor() throws {
        let parent = CustomWidget(type: Self.column)
        parent.addChild(Label("Right-click me"))
        let menu = PopoverMenu(menu: MenuModel(sections: [[("Nothing", "win.nothing")]]), parent: parent)
        try Self.check(content: parent, isOpen: { menu.isOpen }, open: { menu.popup(pointingAt: 10, y: 10, width: 1, height: 1) })
    }

    /// Shows `content` in a window, drags the window off the screen and opens the menu (which
    /// must stay closed, nothing logged), then drags it back and opens the menu again.
    private static func check(content: Widget, isOpen: () -> Bool, open: () -> Void) throws {
        let logged = LogMonitor.criticalCount + LogMonitor.warningCount
        let title = "OffScreenMenuTests \(getpid())"
        let window = Window()
        window.title = title
        window.setDefaultSize(width: 300, height: 200)
        window.setChild(content)
        window.present()
        defer { window.destroy() }
        #expect(MainLoop.spin(until: { content.isMapped && content.windowIsOnAMonitor }, timeout: 10))

        try move(title, x: 5000, y: 5000) // Xvfb's screen is 1280 × 800: off it
        #expect(MainLoop.spin(until: { !content.windowIsOnAMonitor }, timeout: 10))
        open()
        let openedOffScreen = isOpen()
        #expect(!openedOffScreen, "the menu opened over a window on no monitor")
        #expect(LogMonitor.criticalCount + LogMonitor.warningCount == logged)

        try move(title, x: 100, y: 100)
        #expect(MainLoop.spin(until: { content.windowIsOnAMonitor }, timeout: 10))
        open()
        let openedOnScreen = MainLoop.spin(until: { isOpen() }, timeout: 10)
        #expect(openedOnScreen, "the menu did not open once the window was back")
        #expect(LogMonitor.criticalCount + LogMonitor.warningCount == logged)
    }

    /// Moves the window titled `title` (no window manager runs in these tests: X moves it at once).
    private static func move(_ title: String, x: Int, y: Int) throws {
        let moved = try ProcessRunner.run("/usr/bin/xdotool", ["search", "--sync", "--name", "^\(title)$", "windowmove", String(x), String(y)], timeout: 30)
        try #require(moved.status == 0, "\(moved.output)")
    }
}
