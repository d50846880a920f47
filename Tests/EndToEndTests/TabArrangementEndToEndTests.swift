import Foundation
import Testing

/// The user arranges the tabs in the real app: moves one by keyboard, hides one from its context
/// menu, finds the arrangement again after a restart, shows the tab again from Settings and drags
/// one along the bar with the pointer — read through AT-SPI, whose order must be the order on
/// screen.
extension EndToEnd {
    @Suite struct TabArrangementEndToEndTests {
        /// The tab names once AT-SPI lists `count` of them, checked to be in on-screen order.
        static func tabNames(_ session: AppSession, count: Int) -> [String] {
            var tabs: [AccessibleTab] = []
            _ = AppSession.poll(timeout: 10) {
                tabs = session.tabs()
                return tabs.count == count && tabs.map(\.x) == tabs.map(\.x).sorted()
            }
            return tabs.map(\.name)
        }

        @Test func moveHideRestartAndShowAgain() throws {
            let session = try AppSession.launched(withWindowManager: { _ in })
            defer { session.stop() }
            #expect(Self.tabNames(session, count: 4) == ["Files", "Recent", "Notes", "Settings"])
            session.xdotool("key", "ctrl+shift+Page_Down") // Files, selected, one place toward the end
            #expect(AppSession.poll(timeout: 10) { Self.tabNames(session, count: 4) == ["Recent", "Files", "Notes", "Settings"] })

            // Right click on Notes, then the menu's third item (Move Left, Move Right | Hide Tab).
            let notes = try #require(session.locatedWhenSettled("Notes", tab: true))
            session.click(inWindowAtX: notes.x + notes.width / 2, y: notes.y + notes.height / 2, button: 3)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Hide Tab") != nil }, "the tab menu did not open")
            session.xdotool("key", "Down", "Down", "Return") // the first item has focus when the menu opens
            #expect(AppSession.poll(timeout: 10) { Self.tabNames(session, count: 3) == ["Recent", "Files", "Settings"] }, "\(session.tabs().map(\.name))")
            #expect(session.quit())

            try session.launch()
            #expect(Self.tabNames(session, count: 3) == ["Recent", "Files", "Settings"])
            #expect(session.selectedTabName() == "Files")
            session.xdotool("key", "alt+9") // the last tab: Settings
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Settings" })
            let show = try #require(session.locatedWhenSettled("Show “Notes”", label: "Show"))
            session.click(inWindowAtX: show.x + show.width / 2, y: show.y + show.height / 2)
            #expect(AppSession.poll(timeout: 10) { Self.tabNames(session, count: 4) == ["Recent", "Files", "Notes", "Settings"] })

            // A pointer drag along the bar: Settings to the first place.
            let settings = try #require(session.locatedWhenSettled("Settings", tab: true))
            let recent = try #require(session.locatedWhenSettled("Recent", tab: true))
            session.drag(
                fromX: settings.x + settings.width / 2, y: settings.y + settings.height / 2, via: (recent.x + 2, recent.y + recent.height / 2),
                hold: 0.1, toX: recent.x + 2, y: recent.y + recent.height / 2)
            #expect(
                AppSession.poll(timeout: 10) { Self.tabNames(session, count: 4) == ["Settings", "Recent", "Files", "Notes"] },
                "\(session.tabs().map(\.name))")
            #expect(session.selectedTabName() == "Settings")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL"), "\(session.log)")
        }

        /// A right click opens the tab's menu when the button comes up, so GTK sees the whole
        /// click: GTK 4.8 draws a widget pressed from a press until its release, and a menu that
        /// the press opened took the release, leaving the tab drawn pressed for good.
        @Test func aTabIsNotLeftDrawnPressedOnceItsMenuCloses() throws {
            let session = try AppSession.launched(withWindowManager: { _ in })
            defer { session.stop() }
            let notes = try #require(session.locatedWhenSettled("Notes", tab: true))
            func shade(_ name: String) throws -> Double {
                try session.luminance(of: session.windowScreenshot(name), x: notes.x, y: notes.y, width: notes.width, height: notes.height)
            }
            session.movePointer(inWindowAtX: 20, y: 200) // over the page, away from the bar
            let before = try shade("tab-before-its-menu")
            session.click(inWindowAtX: notes.x + notes.width / 2, y: notes.y + notes.height / 2, button: 3)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Hide Tab") != nil }, "the tab menu did not open")
            session.xdotool("key", "Escape")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Hide Tab") == nil }, "the tab menu did not close")
            session.movePointer(inWindowAtX: 20, y: 200)
            var after = 0.0
            #expect(
                AppSession.poll(timeout: 10) {
                    after = (try? shade("tab-after-its-menu")) ?? 0
                    return abs(after - before) < 0.02
                }, "the tab still looks pressed: luminance \(after), \(before) before its menu")
            #expect(session.quit())
        }
    }
}
