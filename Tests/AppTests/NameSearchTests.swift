import FileBrowsing
import Foundation
import Glibc
import Testing

@testable import FloatingTabsApp

/// The Search tab's walk: what it finds under a folder, in which order, and when it stops.
@Suite struct NameSearchTests {
    /// Every hit of a whole walk for `typed`, ranked as the Search tab shows them.
    private func search(_ tree: Tree, _ typed: String, includeHidden: Bool = false) -> [String] {
        guard let query = NameQuery(typed, collation: .desktop) else { return [] }
        var results = SearchResults()
        NameSearch.walk(tree.root, query: query, collation: .desktop, includeHidden: includeHidden, isCancelled: { false }, found: { results.add($0) })
        return results.entries.map { String($0.path.description.dropFirst(tree.root.description.count + 1)) }
    }

    private func touch(_ path: RawPath, secondsAgo: Double) {
        var times = [timespec](repeating: timespec(), count: 2)
        let when = Date().timeIntervalSince1970 - secondsAgo
        times[0] = timespec(tv_sec: Int(when), tv_nsec: 0)
        times[1] = times[0]
        _ = path.withCString { utimensat(AT_FDCWD, $0, times, 0) }
    }

    @Test func namesStartingWithTheQueryComeFirstThenWordStartsThenTheRestNewestFirst() throws {
        let tree = try Tree()
        let docs = try tree.folder("Documents/2025")
        touch(tree.file(Array("x2025.txt".utf8)), secondsAgo: 10)
        touch(tree.file(Array("report-2025.odt".utf8), in: docs), secondsAgo: 300)
        touch(tree.file(Array("Budget 2025.ods".utf8)), secondsAgo: 30)
        touch(tree.file(Array("2025-plan.txt".utf8)), secondsAgo: 200)
        touch(docs, secondsAgo: 100)
        #expect(search(tree, "2025") == ["Documents/2025", "2025-plan.txt", "Budget 2025.ods", "Documents/2025/report-2025.odt", "x2025.txt"])
    }

    @Test func caseAccentsAndWidthDoNotMatterAndFoldersAreFoundToo() throws {
        let tree = try Tree()
        let deep = try tree.folder("a/b/c/Été")
        tree.file(Array("RÉSUMÉ final.pdf".utf8), in: deep)
        tree.file(Array("ＦＵＬＬ.txt".utf8))
        #expect(search(tree, "ete") == ["a/b/c/Été"])
        #expect(search(tree, "  resume ") == ["a/b/c/Été/RÉSUMÉ final.pdf"])
        #expect(search(tree, "full") == ["ＦＵＬＬ.txt"])
        #expect(search(tree, "   ").isEmpty && NameQuery("   ", collation: .desktop) == nil)
    }

    @Test func hiddenNamesAreSkippedUnlessShownAndLinksToFoldersAreNotEntered() throws {
        let tree = try Tree()
        let cache = try tree.folder(".cache")
        tree.file(Array("notes.txt".utf8), in: cache)
        tree.file(Array(".notes-hidden".utf8))
        _ = tree.root.appending(Array("loop-notes".utf8)).withCString { symlink(tree.root.description, $0) }
        #expect(search(tree, "notes") == ["loop-notes"], "a link to a folder is found, not entered")
        #expect(Set(search(tree, "notes", includeHidden: true)) == [".cache/notes.txt", ".notes-hidden", "loop-notes"])
    }

    @Test func aNameThatIsNotUTF8IsFoundAndKeepsItsBytes() throws {
        let tree = try Tree()
        let bytes: [UInt8] = Array("report-".utf8) + [0xFF, 0xFE] + Array(".txt".utf8)
        let path = tree.file(bytes)
        guard let query = NameQuery("REPORT", collation: .desktop) else { throw CancellationError() }
        var found: [SearchHit] = []
        NameSearch.walk(tree.root, query: query, collation: .desktop, isCancelled: { false }, found: { found += $0 })
        #expect(found.map(\.entry.path) == [path] && found.first?.rank == .prefix)
        #expect(found.first?.entry.kind == .file)
    }

    @Test func aCancelledWalkStopsAtOnceAndReportsNothingMore() throws {
        let tree = try Tree()
        for folder in 0..<20 {
            let path = try tree.folder("f\(folder)")
            for file in 0..<20 { tree.file(Array("match-\(file).txt".utf8), in: path) }
        }
        guard let query = NameQuery("match", collation: .desktop) else { throw CancellationError() }
        var limits = NameSearch.Limits()
        limits.batchSize = 1
        var batches = 0
        var cancelled = false
        let summary = NameSearch.walk(
            tree.root, query: query, collation: .desktop, limits: limits, isCancelled: { cancelled },
            found: { _ in
                batches += 1
                cancelled = true // the user typed another key while the first batch was shown
            })
        #expect(batches == 1 && summary.cancelled)
        #expect(summary.folders < 21, "read \(summary.folders) folders after the cancel")
        let whole = NameSearch.walk(tree.root, query: query, collation: .desktop, isCancelled: { false }, found: { _ in })
        #expect(whole.folders == 21 && whole.visited == 420 && !whole.cancelled)
    }

    @Test func resultsKeepOnlyTheBestAndCountEveryMatch() {
        func hit(_ name: String, _ rank: NameQuery.Rank, _ age: Double) -> SearchHit {
            SearchHit(
                entry: FileEntry(path: RawPath("/h/" + name), kind: .file, size: 0, modified: Date(timeIntervalSince1970: 1_000_000 - age)),
                rank: rank, sortKey: Array(name.utf8))
        }
        var results = SearchResults(capacity: 3)
        results.add([hit("c", .contains, 0), hit("w", .wordStart, 5)])
        results.add([hit("p-old", .prefix, 50), hit("c2", .contains, 1)])
        results.add([hit("p-new", .prefix, 1), hit("w2", .wordStart, 1)])
        #expect(results.entries.map(\.name) == ["p-new", "p-old", "w2"])
        #expect(results.matchCount == 6 && results.hits.count == 3)
        results.add([])
        #expect(results.matchCount == 6)
    }

    @Test func aWordStartsAfterPunctuationOrASpaceNotInsideAWord() throws {
        let query = try #require(NameQuery("an", collation: .desktop))
        #expect(query.rank(ofFolded: Array("annual".utf8)) == .prefix)
        #expect(query.rank(ofFolded: Array("my_an.txt".utf8)) == .wordStart)
        #expect(query.rank(ofFolded: Array("plan an".utf8)) == .wordStart, "a later word start beats an earlier inside match")
        #expect(query.rank(ofFolded: Array("plan".utf8)) == .contains)
        #expect(query.rank(ofFolded: Array("éan".utf8)) == .contains, "é continues a word")
        #expect(query.rank(ofFolded: Array("a".utf8)) == nil)
    }

    @Test func aFileSystemMountedInsideIsNeitherSearchedNorTouched() throws {
        let tree = try Tree()
        let share = try tree.folder("report-share")
        tree.file(Array("report-inside.txt".utf8), in: share)
        tree.file(Array("report-here.txt".utf8))
        let query = try #require(NameQuery("report", collation: .desktop))
        var found: [SearchHit] = []
        let summary = NameSearch.walk(
            tree.root, query: query, collation: .desktop, mountPoints: [share], isCancelled: { false }, found: { found += $0 })
        #expect(Set(found.map(\.entry.name)) == ["report-share", "report-here.txt"], "nothing from inside the mount")
        #expect(summary.folders == 1, "the mount point was opened")
        let point = try #require(found.first { $0.entry.name == "report-share" })
        #expect(point.entry.kind == .folder && point.entry.modified == .distantPast, "the mount point was stat'ed")
    }

    @Test func mountPointsComeFromTheMountTableWithTheirEscapes() {
        let table = Array(
            #"""
            22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw
            40 22 0:35 / /home/ana/Remote\040Share rw - fuse.sshfs ana@host: rw
            41 22 0:36 / /home/ana/usb rw - vfat /dev/sdb1 rw
            42 22 0:37 / /home/anabel/usb rw - vfat /dev/sdc1 rw
            43 22 0:38 / /home/ana rw - ext4 /dev/sdd1 rw
            44 22 0:39 / /home/ana/odd\777name rw - tmpfs tmpfs rw
            """#.utf8)
        #expect(
            MountPoints.inside(RawPath("/home/ana"), table: table) == [
                RawPath("/home/ana/Remote Share"), RawPath("/home/ana/usb"), RawPath("/home/ana/odd\\777name"),
            ], "inside only, escapes undone (an escape out of range kept as written)")
        #expect(MountPoints.inside(RawPath("/"), table: table).contains(RawPath("/home/ana")))
    }

    @Test func theFirstHitsAreReportedAtOnceAndTheRestInBatches() throws {
        let tree = try Tree()
        for folder in 0..<10 {
            let path = try tree.folder("f\(folder)")
            for file in 0..<3 { tree.file(Array("match-\(file).txt".utf8), in: path) }
        }
        let query = try #require(NameQuery("match", collation: .desktop))
        var limits = NameSearch.Limits()
        limits.batchInterval = .seconds(3_600) // only the size and the first-hit rules
        limits.batchSize = 10
        var sizes: [Int] = []
        NameSearch.walk(tree.root, query: query, collation: .desktop, limits: limits, isCancelled: { false }, found: { sizes.append($0.count) })
        #expect(sizes == [3, 12, 12, 3], "the first folder's hits at once, then batches of at least 10")
    }

}

/// Where a search or Recent result says it is.
@Suite @MainActor struct SearchLocationTests {
    @Test func aResultShowsItsFolderFromHome() {
        let home = RawPath("/home/ana")
        #expect(HomeLocation.of(RawPath("/home/ana/Documents/Reports/q3.odt"), under: home) == "Documents/Reports")
        #expect(HomeLocation.of(RawPath("/home/ana/todo.txt"), under: home) == "Home")
        #expect(HomeLocation.of(RawPath("/home/anabel/x.txt"), under: home) == "/home/anabel", "a sibling of home is not in it")
        #expect(HomeLocation.of(RawPath("/home/ana/\u{202E}txt.exe/x"), under: home) == "<U+202E>txt.exe", "a name cannot reorder the text")
    }
}
