import FileBrowsing
import Foundation
import Gtk
import GtkTestSupport
import Testing

@testable import FloatingTabsApp

/// A folder's names are sorted and folded for the filter on the listing's thread: showing a
/// 10,000-entry folder costs the main thread no name work (folding them took 17–28 ms there).
@Suite(.serialized) @MainActor struct FolderListingThreadTests {
    /// Counts the calls of a collation's functions by thread.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private let mainThread = pthread_self()
        private var counts = (onMain: 0, elsewhere: 0)
        func record() {
            let onMain = pthread_equal(pthread_self(), mainThread) != 0
            lock.withLock { if onMain { counts.onMain += 1 } else { counts.elsewhere += 1 } }
        }
        var onMain: Int { lock.withLock { counts.onMain } }
        var elsewhere: Int { lock.withLock { counts.elsewhere } }
    }

    @Test func namesAreSortedAndFoldedOffTheMainThreadAndTheFilterStillFindsThem() async throws {
        let tree = try Tree()
        let folder = try tree.folder("many")
        for index in 0..<40 { tree.file(Array("Été \(index).txt".utf8), in: folder) }
        tree.file(Array("other.txt".utf8), in: folder)
        let calls = Calls()
        let desktop = NameCollation.desktop
        let counted = NameCollation(
            key: { name in
                calls.record()
                return desktop.key(name)
            },
            fold: { name in
                calls.record()
                return desktop.fold(name)
            })
        let shown = FolderMonitorTests.ShownFolder(folder, collation: counted)
        defer { shown.close() }
        #expect(await shown.waitFor { !shown.page.view.isLoading })
        #expect(shown.page.view.entries.count == 41)
        #expect(calls.elsewhere >= 41, "the listing's thread sorted and folded the names")
        #expect(calls.onMain == 0, "the main thread sorted or folded \(calls.onMain) names")

        shown.page.view.filterField.text = "ETE 3.T" // case and accents folded
        #expect(await shown.waitFor { shown.page.view.entries.count == 1 })
        #expect(shown.page.view.entries.map(\.name) == ["Été 3.txt"])
        #expect(calls.onMain < 5, "only the typed text is folded on the main thread, not the names: \(calls.onMain) calls")
    }
}
