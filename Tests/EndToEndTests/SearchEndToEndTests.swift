import Foundation
import GtkTestSupport
import Testing

/// The Search tab in the release app under openbox, through a screen reader's view (AT-SPI), the
/// keyboard and the pointer: the round button opens the field, typing finds files under Home
/// (best matches first, hidden folders left out), Enter opens the selected result in the fake
/// application the open tests use, the tab keeps its query and selection while hidden, and
/// Ctrl+F opens it where no folder is shown.
extension EndToEnd {
    @Suite struct SearchEndToEndTests {
        @Test func typingFindsAFileUnderHomeEnterOpensItAndTheTabKeepsItsQuery() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try OpenFileEndToEndTests.registerTestApplication(in: home)
                let fm = FileManager.default
                for folder in ["Documents/Quarterly", "Music", ".hidden", "misc"] {
                    try fm.createDirectory(at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
                }
                for index in 0..<200 { try Data().write(to: home.appendingPathComponent("misc/note-\(index).txt")) }
                try Data("old\n".utf8).write(to: home.appendingPathComponent("Documents/report-old.fttest"))
                try Data().write(to: home.appendingPathComponent("misc/misc-report.txt"))
                try Data().write(to: home.appendingPathComponent(".hidden/report-secret.fttest"))
                let old = Date(timeIntervalSinceNow: -86_400)
                try fm.setAttributes([.modificationDate: old], ofItemAtPath: home.appendingPathComponent("Documents/report-old.fttest").path)
                try Data("q3\n".utf8).write(to: home.appendingPathComponent("Documents/Quarterly/report-2025.fttest"))
            })
            defer { session.stop() }
            let newest = session.home.appendingPathComponent("Documents/Quarterly/report-2025.fttest").path
            let older = session.home.appendingPathComponent("Documents/report-old.fttest").path

            // A screen reader finds the search tab, beside the bar's four, and clicks it.
            #expect(AppSession.poll(timeout: 10) { session.tabs(all: true).map(\.name) == ["Files", "Recent", "Notes", "Settings", "Search"] })
            #expect(session.accessibleClick("Search"))
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" }, "\(session.log)")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Type to find files and folders in your home folder.") != nil })
            // The tab controls a panel, and the search field is in it.
            var roles: [String] = []
            #expect(
                AppSession.poll(timeout: 10) {
                    roles = session.rolesInPanel(of: "Search")
                    // GtkSearchEntry's role name differs between GTK releases ("entry" on 4.8).
                    return roles.first == "panel" && roles.contains { ["entry", "search box", "text"].contains($0) }
                }, "\(roles)")
            // The field and the results list have names (GTK 4.8 would read "GtkSearchEntry", "GtkListView").
            let named = session.accessibleTree().filter { $0.isReachable && ["entry", "search box", "text", "list"].contains($0.role) }
            #expect(Set(named.map(\.name)) == ["Search your home folder", "Search results"], "\(named)")

            // Typing goes to the field: the best matches come first, a hidden folder is not searched.
            session.xdotool("type", "--delay", "80", "report")
            var rows: [String: WindowRectangle] = [:]
            #expect(
                AppSession.poll(timeout: 20) {
                    rows = [:]
                    for name in ["report-2025.fttest", "report-old.fttest", "misc-report.txt"] {
                        if let place = session.locatedWhenSettled(name) { rows[name] = place }
                    }
                    return rows.count == 3
                }, "\(rows) \(session.log)")
            if let first = rows["report-2025.fttest"], let second = rows["report-old.fttest"], let inside = rows["misc-report.txt"] {
                #expect(first.y < second.y && second.y < inside.y, "name starts, newest first, then inside a name: \(rows)")
            }
            #expect(session.showingExtents(of: "report-secret.fttest") == nil, "a hidden folder was searched")
            #expect(!session.located("Documents/Quarterly").isEmpty, "a result says which folder it is in")

            // Enter opens the best match in its default application.
            session.xdotool("key", "Return")
            #expect(AppSession.poll(timeout: 10) { OpenFileEndToEndTests.opened(session) == [newest] }, "\(session.log)")

            // A clicked result stays selected, with the query, while Files is shown: back in
            // Search, Enter opens that one.
            let second = try #require(session.locatedWhenSettled("report-old.fttest"))
            session.click(inWindowAtX: second.x + second.width / 2, y: second.y + second.height / 2)
            session.xdotool("key", "alt+1")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            // Back by pointer: the round button after the bar, where the app draws it once the
            // field has shrunk back into it (two looks agree, as wide as high).
            var last: WindowRectangle?
            var button: WindowRectangle?
            #expect(
                AppSession.poll(timeout: 10) {
                    let now = session.located("Search — Alt+5").first
                    defer { last = now }
                    guard let now, let last, now == last, abs(now.width - now.height) <= 2 else { return false }
                    button = now
                    return true
                }, "no round search button after the bar: \(String(describing: last))")
            if let button { session.click(inWindowAtX: button.x + button.width / 2, y: button.y + button.height / 2) }
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" })
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "report-old.fttest") != nil }, "the results were not kept")
            session.xdotool("key", "Return")
            #expect(AppSession.poll(timeout: 10) { OpenFileEndToEndTests.opened(session) == [newest, older] }, "\(session.log)")

            // Escape clears the query, a second Escape goes back to Files with the bar shown.
            session.xdotool("key", "Escape")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Type to find files and folders in your home folder.") != nil })
            #expect(session.selectedTabName() == "Search")
            session.xdotool("key", "Escape")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            #expect(AppSession.poll(timeout: 10) { session.locatedWhenSettled("Files", tab: true) != nil }, "the bar did not come back")

            // Where no folder is shown, Ctrl+F opens Search with the focus in its field. Hidden
            // folders are searched once hidden files are shown (Ctrl+H), and typing over the
            // results goes on in the field.
            session.xdotool("key", "alt+4")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Settings" })
            session.xdotool("key", "ctrl+f")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" }, "Ctrl+F outside a folder did not open Search")
            session.xdotool("type", "--delay", "80", "secret")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Nothing in your home folder is named like “secret”.") != nil })
            session.xdotool("key", "ctrl+h")
            let secret = try #require(session.locatedWhenSettled("report-secret.fttest"), "\(session.log)")
            session.click(inWindowAtX: secret.x + secret.width / 2, y: secret.y + secret.height / 2)
            session.xdotool("type", "--delay", "80", "x")
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Nothing in your home folder is named like “secretx”.") != nil })
            // The clicked row went away with the new results: the next key still adds to the query.
            session.xdotool("type", "--delay", "80", "y")
            #expect(
                AppSession.poll(timeout: 10) { session.showingExtents(of: "Nothing in your home folder is named like “secretxy”.") != nil },
                "the query was replaced instead of continued")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }

        /// A folder's filter that finds nothing offers to search the whole home folder; the open
        /// field's close button brings the bar back; Recent says which folder each file is in.
        @Test func aFilterThatFindsNothingSearchesHomeAndTheFieldClosesByPointer() throws {
            let session = try AppSession.launched(withWindowManager: { home in
                try FileManager.default.createDirectory(at: home.appendingPathComponent("Documents/Quarterly"), withIntermediateDirectories: true)
                try Data().write(to: home.appendingPathComponent("Documents/Quarterly/report-2025.txt"))
            })
            defer { session.stop() }
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Documents") != nil }, "\(session.log)")
            session.xdotool("type", "--delay", "80", "report") // typing in a folder filters it
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "No file here matches “report”.") != nil }, "\(session.log)")
            var offered: WindowRectangle?
            _ = AppSession.poll(timeout: 10) {
                offered = session.located("Search Your Home Folder").first
                return offered != nil
            }
            let searchHome = try #require(offered, "no way on from the empty filter: \(session.log)")
            session.click(inWindowAtX: searchHome.x + searchHome.width / 2, y: searchHome.y + searchHome.height / 2)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" }, "\(session.log)")
            #expect(session.locatedWhenSettled("report-2025.txt") != nil, "Search did not look for the filter's text: \(session.log)")

            // The bar is gone while the field is open; its close button (aimed by its tooltip) brings it back.
            let close = try #require(session.located("Close Search").first, "no close button on the field: \(session.log)")
            session.click(inWindowAtX: close.x + close.width / 2, y: close.y + close.height / 2)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" }, "\(session.log)")

            session.xdotool("key", "alt+2")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "Documents/Quarterly") != nil }, "Recent does not say where the file is")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }

        /// In the rail: the search tab ends the column; a click opens the field over the page
        /// beside the rail, typing finds a file, Escape twice gives the rail back.
        @Test func inTheRailTheSearchButtonEndsTheColumnAndOpensByPointer() throws {
            let session = try AppSession(width: 1600, height: 900)
            defer { session.stop() }
            try session.startWindowManager()
            try FileManager.default.createDirectory(at: session.home.appendingPathComponent("Documents"), withIntermediateDirectories: true)
            try Data().write(to: session.home.appendingPathComponent("Documents/report-2025.txt"))
            try FileManager.default.createDirectory(at: session.home.appendingPathComponent("Documents/Reports"), withIntermediateDirectories: true)
            try Data().write(to: session.home.appendingPathComponent("Documents/Reports/q3-summary.txt"))
            try session.launch()
            session.xdotool("search", "--name", "FloatingTabs", "windowsize", "--sync", "1400", "800")
            var tabs: [AccessibleTab] = []
            #expect(
                AppSession.poll(timeout: 10) {
                    tabs = session.tabs(all: true)
                    return tabs.count == 5 && Set(tabs.map(\.center.0)).count == 1 && tabs.map(\.y) == tabs.map(\.y).sorted()
                },
                "one column, Search last: \(tabs)")
            let search = try #require(tabs.last)
            #expect(search.name == "Search" && search.y > tabs[3].y + tabs[3].height, "under the column: \(tabs)")
            // Aimed where the app draws it (AT-SPI's extents are off on GTK 4.18): the button's tooltip.
            let button = try #require(session.located("Search — Alt+5").first, "no search button on screen: \(session.log)")
            session.click(inWindowAtX: button.x + button.width / 2, y: button.y + button.height / 2)
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Search" }, "clicked \(button) for \(search): \(session.log)")
            session.xdotool("type", "--delay", "80", "report")
            let found = try #require(session.locatedWhenSettled("report-2025.txt"), "typing did not search: \(session.log)")
            #expect(found.x > tabs[0].x + tabs[0].width, "the results are beside the rail: \(found)")

            // A folder opens in the Search tab; a change to the query shows the results again.
            let folder = try #require(session.locatedWhenSettled("Reports"))
            session.click(inWindowAtX: folder.x + folder.width / 2, y: folder.y + folder.height / 2, count: 2)
            #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: "q3-summary.txt") != nil }, "the folder did not open: \(session.log)")
            let field = try #require(session.showingExtents(of: "Search your home folder"), "the search field is not named for screen readers")
            session.click(inWindowAtX: field.x + field.width / 2, y: field.y + field.height / 2)
            session.xdotool("key", "End")
            session.xdotool("type", "--delay", "80", "x")
            #expect(
                AppSession.poll(timeout: 10) { session.showingExtents(of: "Nothing in your home folder is named like “reportx”.") != nil },
                "typing did not bring the results back")
            session.xdotool("key", "Escape")
            session.xdotool("key", "Escape")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Files" })
            #expect(
                AppSession.poll(timeout: 10) { session.tabs(all: true).map(\.center.0) == tabs.map(\.center.0) },
                "the tabs are not one column again: \(session.tabs(all: true))")
            #expect(session.quit())
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }
    }
}
