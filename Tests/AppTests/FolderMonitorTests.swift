import FileBrowsing
import Foundation
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// A folder page follows its folder on disk while it is shown.
@Suite(.serialized) @MainActor struct FolderMonitorTests {
    /// A shown window with the folder page of `path`, listed.
    @MainActor final class ShownFolder {
        let window: Window
        let page: FolderPage
        init(_ path: RawPath, collation: NameCollation = .desktop) {
            GtkHarness.start()
            window = Window()
            page = FolderPage(path: path, bottomInset: 0, collation: collation) { _ in }
            window.setDefaultSize(width: 500, height: 400)
            window.setChild(page)
            window.present()
        }
        /// Runs GLib (file-monitor events, frames) and the main actor's queue (listings finish
        /// there) until `condition` holds or 10 s pass.
        func waitFor(_ condition: () -> Bool) async -> Bool {
            let deadline = ContinuousClock.now + .seconds(10)
            while !condition() {
                guard ContinuousClock.now < deadline else { return false }
                MainLoop.drain()
                await Task.yield()
            }
            return true
        }
        func close() {
            window.destroy()
            MainLoop.drain()
        }
    }

    @Test func filesCreatedAndDeletedOnDiskAppearAndDisappear() async throws {
        let tree = try Tree()
        let folder = try tree.folder("watched")
        tree.file(Array("a.txt".utf8), in: folder)
        let shown = ShownFolder(folder)
        defer { shown.close() }
        #expect(await shown.waitFor { !shown.page.view.isLoading })
        #expect(shown.page.view.entries.map(\.name) == ["a.txt"])

        let added = tree.file(Array("b.txt".utf8), in: folder)
        #expect(await shown.waitFor { shown.page.view.entries.map(\.name) == ["a.txt", "b.txt"] })
        _ = added.withCString { unlink($0) }
        #expect(await shown.waitFor { shown.page.view.entries.map(\.name) == ["a.txt"] })
        #expect(!shown.page.view.isLoading, "a refresh keeps the list instead of a spinner")
    }

    @Test func aFolderDeletedWhileShownSaysSoInsteadOfAStaleList() async throws {
        let tree = try Tree()
        let folder = try tree.folder("doomed")
        tree.file(Array("x".utf8), in: folder)
        let shown = ShownFolder(folder)
        defer { shown.close() }
        #expect(await shown.waitFor { !shown.page.view.isLoading })
        #expect(shown.page.view.entries.count == 1)

        try FileManager.default.removeItem(atPath: folder.description)
        #expect(await shown.waitFor { shown.page.view.statusText.contains("no longer exists") }, "status: \(shown.page.view.statusText)")
        #expect(shown.page.view.entries.isEmpty)

        // Put back, it can be listed again (the page reloads on request).
        _ = try tree.folder("doomed")
        tree.file(Array("y".utf8), in: folder)
        shown.page.reload()
        #expect(await shown.waitFor { shown.page.view.entries.map(\.name) == ["y"] })
    }

    @Test func aRefreshKeepsScrollPositionSelectionAndFocusOnRowsThatDidNotChange() async throws {
        let tree = try Tree()
        let folder = try tree.folder("busy")
        for index in 0..<200 { tree.file(Array(String(format: "file-%03d", index).utf8), in: folder) }
        let shown = ShownFolder(folder)
        defer { shown.close() }
        let view = shown.page.view
        #expect(await shown.waitFor { view.entries.count == 200 && view.scroller.maximumVerticalOffset > 1000 })
        view.scroller.verticalOffset = 1000
        view.list.selectedIndex = 150
        #expect(view.list.grabFocus())
        let focused = view.windowFocus
        // Another program writes to one file near the top: it is listed again with its new size.
        tree.file(Array("file-005".utf8), Array("grown".utf8), in: folder)
        #expect(await shown.waitFor { view.entries.indices.contains(5) && view.entries[5].size == 5 })
        MainLoop.drain()
        #expect(view.scroller.verticalOffset == 1000)
        #expect(view.list.selectedIndex == 150)
        #expect(view.windowFocus == focused)
    }
}
