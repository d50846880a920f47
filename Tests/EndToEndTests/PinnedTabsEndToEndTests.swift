import Foundation
import Testing

/// Pinned folders in the real app, under openbox: Pin as Tab from a folder's context menu adds
/// a tab with the folder's name, and so does the main menu's Pin This Folder as Tab; pinned tabs come back after a restart with their folders; one
/// whose folder is gone says so with an Unpin button; Unpin in the tab's menu removes the tab.
/// And Show in Folder on a recent file opens Files at its folder with the file selected.
extension EndToEnd {
    @Suite struct PinnedTabsEndToEndTests {
        static func tabNames(_ session: AppSession) -> [String] { session.tabs().map(\.name) }

        /// Selects the row called `name` and picks the `index`th item of its context menu (Menu key).
        static func chooseFromRowMenu(_ session: AppSession, row name: String, item index: Int) -> Bool {
            guard OpenFileEndToEndTests.openMenu(session, onRow: name) else { return false }
            _ = try? session.run("/usr/bin/xdotool", ["key", "--delay", "60"] + Array(repeating: "Down", count: index) + ["Return"])
            return true
        }

        @Test func pinnedFoldersAreTabsThatSurviveARestartAndCanBeUnpinned() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                for folder in ["Projects/site", "Archive"] {
                    try FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
                }
            })
            defer { session.stop() }
            let home = session.home.path
            #expect(Self.chooseFromRowMenu(session, row: "Projects", item: 1), "no menu on Projects") // Open, Pin as Tab, …
            #expect(AppSession.poll(timeout: 10) { Self.tabNames(session).last == "Projects" }, "\(Self.tabNames(session))")
            #expect(session.selectedTabName() == "Projects")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(home)/Projects: 1 entries") }, "\(session.log)")
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            // Archive from the main menu, once inside it.
            #expect(OpenFileEndToEndTests.openMenu(session, onRow: "Archive"), "no menu on Archive")
            session.xdotool("key", "Escape", "Return")
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(home)/Archive: 0 entries") }, "\(session.log)")
            FileOrderEndToEndTests.chooseFromMainMenu(session, item: 5, named: "Pin This Folder as Tab")
            #expect(
                AppSession.poll(timeout: 10) { Self.tabNames(session) == ["Files", "Recent", "Notes", "Settings", "Projects", "Archive"] },
                "\(Self.tabNames(session))")
            #expect(session.quit())

            // After a restart both are back; Archive's folder is gone, so its tab says so and offers Unpin.
            try FileManager.default.removeItem(at: session.home.appendingPathComponent("Archive"))
            try session.launch()
            #expect(Self.tabNames(session) == ["Files", "Recent", "Notes", "Settings", "Projects", "Archive"], "\(Self.tabNames(session))")
            #expect(session.selectedTabName() == "Archive", "the session restores the selected pinned tab")
            #expect(
                AppSession.poll(timeout: 10) { session.showingExtents(of: "“Archive” no longer exists. It may have been moved or deleted.") != nil },
                "no message for the missing folder; log:\n\(session.log)")
            let unpin = try #require(session.locatedWhenSettled("Unpin"))
            session.click(inWindowAtX: unpin.x + unpin.width / 2, y: unpin.y + unpin.height / 2)
            #expect(
                AppSession.poll(timeout: 10) { Self.tabNames(session) == ["Files", "Recent", "Notes", "Settings", "Projects"] }, "\(Self.tabNames(session))")

            // Unpin from the tab's own menu (right click: Move Left highlighted, Move Right disabled for
            // the last tab, Hide Tab, Unpin).
            let projects = try #require(session.locatedWhenSettled("Projects", tab: true))
            session.click(inWindowAtX: projects.x + projects.width / 2, y: projects.y + projects.height / 2, button: 3)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Unpin") != nil }, "the tab menu has no Unpin")
            session.xdotool("key", "--delay", "60", "Down", "Down", "Return")
            #expect(AppSession.poll(timeout: 10) { Self.tabNames(session) == ["Files", "Recent", "Notes", "Settings"] }, "\(Self.tabNames(session))")
            #expect(session.quit())
            try session.launch()
            #expect(Self.tabNames(session) == ["Files", "Recent", "Notes", "Settings"], "unpinned tabs came back: \(Self.tabNames(session))")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }

        @Test func aHundredPinnedFoldersComeBackAndScrollAndNoMoreCanBePinned() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                let folders = (1...100).map { home.appendingPathComponent("pins/folder-\($0)").path }
                for folder in folders + [home.appendingPathComponent("pins/one-too-many").path] {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                let state = home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
                try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
                let record = String(decoding: try JSONEncoder().encode(folders), as: UTF8.self)
                let snapshot: [String: Any] = ["version": 1, "selectedTab": "files", "extras": ["pinned": record]]
                try JSONSerialization.data(withJSONObject: snapshot).write(to: state.appendingPathComponent("state.json"))
            })
            defer { session.stop() }
            let home = session.home.path
            var names: [String] = []
            #expect(
                AppSession.poll(timeout: 20) {
                    names = Self.tabNames(session)
                    return names.count == 104
                }, "\(names.count) tabs")
            #expect(names.prefix(4) == ["Files", "Recent", "Notes", "Settings"] && names.last == "folder-100", "\(names.suffix(3))")
            // The last tab (Alt+9) is the 100th pinned folder: its folder lists, and the bar scrolled to it.
            session.xdotool("key", "alt+9")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "folder-100" })
            #expect(AppSession.poll(timeout: 10) { session.log.contains("listed \(home)/pins/folder-100: 0 entries") }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.tabs().first { $0.name == "folder-100" }.map { $0.width > 0 && $0.x >= 0 } == true })
            session.xdotool("key", "ctrl+Page_Down") // the search tab, always last
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" })
            session.xdotool("key", "ctrl+Page_Down") // wraps to Files
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            // A 101st is refused with a message, and nothing is lost.
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "pins") != nil })
            session.xdotool("key", "Escape")
            #expect(Self.chooseFromRowMenu(session, row: "pins", item: 1), "no menu on pins")
            #expect(
                AppSession.poll(timeout: 10) {
                    session.showingExtents(of: "You can pin up to 100 folders. Unpin one to pin “pins”.") != nil
                }, "no message; log:\n\(session.log)")
            #expect(Self.tabNames(session).count == 104)
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }

        @Test func aPinnedTabsScrollPositionIsPartOfTheSession() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                let many = home.appendingPathComponent("Many")
                try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
                for index in 1...200 { try Data().write(to: many.appendingPathComponent("entry-\(index)")) }
                let state = home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs")
                try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
                let id = "pinned:\(many.path)"
                let extras = [
                    "pinned": String(decoding: try JSONEncoder().encode([many.path]), as: UTF8.self),
                    "scroll": String(decoding: try JSONEncoder().encode([id: 3200.0]), as: UTF8.self),
                ]
                let snapshot: [String: Any] = ["version": 1, "selectedTab": id, "tabOrder": ["files", "recent", "notes", "settings", id], "extras": extras]
                try JSONSerialization.data(withJSONObject: snapshot).write(to: state.appendingPathComponent("state.json"))
            })
            defer { session.stop() }
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Many" })
            #expect(AppSession.poll(timeout: 10) { session.log.contains("scroll restored to 3200") }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "entry-100") != nil }, "the list is not where the session left it")
            // Scrolled further by hand, the position is saved on quit.
            for _ in 0..<5 { session.click(inWindowAtX: 400, y: 300, button: 5) }
            #expect(session.quit())
            let state = try String(
                contentsOf: session.home.appendingPathComponent(".local/state/io.github.floatingtabs.FloatingTabs/state.json"), encoding: .utf8)
            let saved = try #require(state.firstMatch(of: /Many\\":(\d+)/).flatMap { Int($0.1) }, "\(state)")
            #expect(saved > 3200, "\(state)")
        }

        @Test func showInFolderOpensFilesAtTheRecentFilesFolderWithTheFileSelected() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                let reports = home.appendingPathComponent("Docs/Reports")
                try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
                for index in 1...60 { try Data("\(index)".utf8).write(to: reports.appendingPathComponent("file\(index).txt")) }
            })
            defer { session.stop() }
            let home = session.home.path
            session.xdotool("key", "alt+2")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })
            // Open, Open With…, Preview, Show in Folder.
            #expect(Self.chooseFromRowMenu(session, row: "file57.txt", item: 3), "no menu on the recent file")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            #expect(
                AppSession.poll(timeout: 10) {
                    session.log.contains("path files: folder \(home)/Docs > folder \(home)/Docs/Reports\n")
                }, "\(session.log)")
            // Row 57 of 60, far below the first screenful: scrolled to, selected and focused.
            #expect(AppSession.poll(timeout: 10) { session.log.contains("scrolled to \(home)/Docs/Reports/file57.txt (row 57 of 60)") }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "file57.txt") != nil }, "the file is not on screen")
            session.xdotool("key", "space") // the focused row is the file
            #expect(AppSession.poll(timeout: 10) { session.log.contains("file \(home)/Docs/Reports/file57.txt") }, "\(session.log)")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("Gtk-WARNING"), "\(session.log)")
        }
    }
}
