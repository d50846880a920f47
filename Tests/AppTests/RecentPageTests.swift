import FileBrowsing
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// The Recent tab lists files from all over the home folder, so each row says which folder its
/// file is in, as Search's rows do; its dates are written as short as their recency allows.
@Suite(.serialized) @MainActor struct RecentPageTests {
    @Test func eachRecentFileSaysWhichFolderItIsInAndWhenItChanged() async throws {
        GtkHarness.start()
        let tree = try Tree()
        let reports = try tree.folder("Documents/Reports")
        tree.file(Array("q3.odt".utf8), in: reports)
        tree.file(Array("todo.txt".utf8))
        let window = Window()
        defer { window.destroy() }
        let recent = RecentFiles(home: tree.root) // the app holds it; a scan ends with its owner
        let page = RecentPage(recent: recent, home: tree.root, bottomInset: 0) { _ in }
        window.setDefaultSize(width: 900, height: 500)
        window.setChild(page)
        window.present()
        func shownLocations() -> [String: String] {
            var result: [String: String] = [:]
            for row in page.view.list.liveRows where row.widget.isMapped {
                if let entry = row.entry { result[entry.name] = row.locationText ?? "(none)" }
            }
            return result
        }
        // The scan runs on a thread of its own and delivers through the main actor's queue: run
        // that queue and GLib until the rows are on screen, or 10 s pass.
        let deadline = ContinuousClock.now + .seconds(10)
        while shownLocations().count < 2 && ContinuousClock.now < deadline {
            MainLoop.drain()
            await Task.yield()
        }
        #expect(shownLocations() == ["q3.odt": "Documents/Reports", "todo.txt": "Home"])
        for row in page.view.list.liveRows where row.widget.isMapped {
            guard let entry = row.entry else { continue }
            #expect(row.dateText == Formatting.listDate(entry.modified), "changed today: the time alone, not \(row.dateText)")
        }
        withExtendedLifetime(recent) {}
    }
}
