import FileBrowsing
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// The Recent tab lists files from all over the home folder, so each row says which folder its
/// file is in, as Search's rows do; its dates are written as short as their recency allows, and
/// a narrow window still leaves the name room.
@Suite(.serialized) @MainActor struct RecentPageTests {
    /// A Recent page over a temporary home holding Documents/Reports/q3.odt and todo.txt, in a
    /// window `width` px wide; `body` gets the rows on screen once both are shown (or after 10 s).
    private func withShownRows(width: Int32, _ body: ([FileRow]) throws -> Void) async throws {
        GtkHarness.start()
        let tree = try Tree()
        let reports = try tree.folder("Documents/Reports")
        tree.file(Array("q3.odt".utf8), in: reports)
        tree.file(Array("todo.txt".utf8))
        let window = Window()
        defer { window.destroy() }
        let recent = RecentFiles(home: tree.root) // the app holds it; a scan ends with its owner
        let page = RecentPage(recent: recent, home: tree.root, bottomInset: 0) { _ in }
        window.setDefaultSize(width: width, height: 500)
        window.setChild(page)
        window.present()
        func shownRows() -> [FileRow] { page.view.list.liveRows.filter { $0.widget.isMapped && $0.entry != nil } }
        // The scan runs on a thread of its own and delivers through the main actor's queue: run
        // that queue and GLib until the rows are on screen and laid out, or 10 s pass.
        let deadline = ContinuousClock.now + .seconds(10)
        func laidOut() -> Bool { shownRows().count == 2 && shownRows().allSatisfy { $0.widget.allocatedSize.width > 0 } }
        while !laidOut() && ContinuousClock.now < deadline {
            MainLoop.drain()
            await Task.yield()
        }
        MainLoop.drain()
        try body(shownRows())
        withExtendedLifetime(recent) {}
    }

    @Test func eachRecentFileSaysWhichFolderItIsInAndWhenItChanged() async throws {
        try await withShownRows(width: 900) { rows in
            var locations: [String: String] = [:]
            for row in rows { if let entry = row.entry { locations[entry.name] = row.locationText ?? "(none)" } }
            #expect(locations == ["q3.odt": "Documents/Reports", "todo.txt": "Home"])
            for row in rows {
                guard let entry = row.entry else { continue }
                #expect(row.dateText == Formatting.listDate(entry.modified), "changed today: the time alone, not \(row.dateText)")
            }
        }
    }

    @Test func aNarrowWindowLeavesTheNameRoom() async throws {
        try await withShownRows(width: 480) { rows in
            #expect(rows.count == 2)
            for row in rows {
                #expect(row.name.allocatedSize.width >= 90, "\(row.entry?.name ?? "?") gets \(row.name.allocatedSize.width) px")
            }
            let places = rows.compactMap { $0.name.bounds(in: $0.widget).map { $0.x + $0.width } }
            #expect(places.count == 2 && places[0] == places[1], "the columns line up: the names end at \(places)")
        }
    }
}
