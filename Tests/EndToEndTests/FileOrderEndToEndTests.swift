import Foundation
import Testing

/// Files lists a folder as GNOME Files does — folders first, then natural, case- and
/// accent-insensitive name order — and the main menu sorts by size, reversed, remembered after a
/// restart; Ctrl+H shows hidden files, also remembered; read through AT-SPI in the real app.
extension EndToEnd {
    @Suite struct FileOrderEndToEndTests {
        static let names = ["Alpha", "zeta", "Été.txt", "File1.txt", "File2.txt", "file3.txt", "File10.txt", ".hidden.txt"]

        /// The folder's rows a screen reader meets, in order.
        static func rows(_ session: AppSession) -> [String] {
            var seen: [String] = []
            for node in session.accessibleTree() where node.isReachable && names.contains(node.name) && !seen.contains(node.name) {
                seen.append(node.name)
            }
            return seen
        }

        static func expectRows(_ session: AppSession, _ expected: [String], _ what: String) {
            var last: [String] = []
            let matched = AppSession.poll(timeout: 10) {
                last = Self.rows(session)
                return last == expected
            }
            #expect(matched, "\(what): \(last)")
        }

        /// Opens the main menu with F10 and picks its `index`th item (the first has focus).
        static func chooseFromMainMenu(_ session: AppSession, item index: Int, named name: String) {
            session.xdotool("key", "F10")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: name) != nil }, "the main menu did not open")
            _ = try? session.run("/usr/bin/xdotool", ["key", "--delay", "60"] + Array(repeating: "Down", count: index) + ["Return"])
        }

        @Test func naturalOrderThenBySizeReversedAndRememberedAfterARestart() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                for folder in ["Alpha", "zeta"] {
                    try FileManager.default.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
                }
                let sizes = ["Été.txt": 50, "File1.txt": 300, "File2.txt": 10, "file3.txt": 1_000, "File10.txt": 2_000]
                for (name, size) in sizes { try Data(repeating: 0x61, count: size).write(to: home.appendingPathComponent(name)) }
            })
            defer { session.stop() }
            Self.expectRows(session, ["Alpha", "zeta", "Été.txt", "File1.txt", "File2.txt", "file3.txt", "File10.txt"], "by name")

            Self.chooseFromMainMenu(session, item: 1, named: "Sort by Size")
            Self.expectRows(session, ["Alpha", "zeta", "File2.txt", "Été.txt", "File1.txt", "file3.txt", "File10.txt"], "by size")
            Self.chooseFromMainMenu(session, item: 3, named: "Reversed Order")
            let reversed = ["Alpha", "zeta", "File10.txt", "file3.txt", "File1.txt", "Été.txt", "File2.txt"] // folders' sizes tie: by name
            Self.expectRows(session, reversed, "by size, largest first")
            #expect(session.quit())

            try session.launch()
            Self.expectRows(session, reversed, "after a restart")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }

        @Test func controlHShowsHiddenFilesAndIsRememberedAfterARestart() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try FileManager.default.createDirectory(at: home.appendingPathComponent("Alpha"), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: home.appendingPathComponent(".hidden.txt"))
                try Data("x".utf8).write(to: home.appendingPathComponent("File1.txt"))
            })
            defer { session.stop() }
            // The state folder itself (~/.local) is hidden too; only the test's own names are read.
            Self.expectRows(session, ["Alpha", "File1.txt"], "hidden files are not listed at first")
            session.xdotool("key", "ctrl+h")
            Self.expectRows(session, ["Alpha", ".hidden.txt", "File1.txt"], "after Ctrl+H")
            #expect(session.quit())

            try session.launch()
            Self.expectRows(session, ["Alpha", ".hidden.txt", "File1.txt"], "after a restart")
            session.xdotool("key", "ctrl+h")
            Self.expectRows(session, ["Alpha", "File1.txt"], "after Ctrl+H again")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }

        @Test func typingFiltersTheFolderAndEscapeClearsIt() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try FileManager.default.createDirectory(at: home.appendingPathComponent("Alpha"), withIntermediateDirectories: true)
                for name in ["Été.txt", "File1.txt", "File2.txt", "file3.txt", "File10.txt"] { try Data("x".utf8).write(to: home.appendingPathComponent(name)) }
            })
            defer { session.stop() }
            let all = ["Alpha", "Été.txt", "File1.txt", "File2.txt", "file3.txt", "File10.txt"]
            Self.expectRows(session, all, "at first")
            let row = try #require(session.locatedWhenSettled("Alpha"))
            session.click(inWindowAtX: row.x + row.width / 2, y: row.y + row.height / 2) // selects the row; the list has focus
            session.xdotool("type", "--delay", "80", "FILE1") // typed into the list: the filter opens
            Self.expectRows(session, ["File1.txt", "File10.txt"], "after typing FILE1")
            #expect(session.showingExtents(of: "Filter this folder") != nil, "the filter field is not shown")
            // Away to Recent and back: the field has the focus again with its text as it was (not all
            // selected, so the next key adds to it).
            session.xdotool("key", "alt+2")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            session.xdotool("type", ".")
            Self.expectRows(session, ["File1.txt"], "after coming back and typing a dot")
            session.xdotool("key", "BackSpace")
            session.xdotool("key", "Escape")
            Self.expectRows(session, all, "after Escape")
            #expect(AppSession.poll(timeout: 5) { session.showingExtents(of: "Filter this folder") == nil }, "the filter field stayed open")
            #expect(session.log.contains("debug: path files: ") == false, "Escape went back instead of closing the filter")

            session.xdotool("key", "ctrl+f")
            #expect(AppSession.poll(timeout: 5) { session.showingExtents(of: "Filter this folder") != nil }, "Ctrl+F did not open the filter")
            session.xdotool("type", "--delay", "80", "ete")
            Self.expectRows(session, ["Été.txt"], "after typing ete")
            session.xdotool("key", "Escape")
            Self.expectRows(session, all, "after the second Escape")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }
    }
}
