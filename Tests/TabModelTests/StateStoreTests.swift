import Foundation
import StateStorage
import TabModel
import Testing

#if canImport(Glibc)
    import Glibc
#endif

private typealias Snapshot = SessionSnapshot<String, TestRoute>

@Suite struct StateStoreTests {
    private let sample = Snapshot(
        selectedTab: "files",
        paths: [.init(tab: "files", routes: [.folder("/home/u/a"), .folder("/home/u/a/b")])],
        extras: ["notes.draft": "hello ✍️"])

    @Test func roundTripsAndWritesMode0600() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("nested/state.json"))
        try store.save(sample)
        let result = store.load(Snapshot.self)
        #expect(result.snapshot == sample)
        #expect(result.warnings.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
        #expect(folder.contents() == ["nested"]) // no temp files left behind
    }

    @Test func missingFileGivesDefaultsWithoutWarning() {
        let folder = TemporaryFolder()
        let result = StateStore(fileURL: folder.url.appendingPathComponent("state.json")).load(Snapshot.self)
        #expect(result.snapshot == nil)
        #expect(result.warnings.isEmpty)
    }

    @Test(arguments: [
        ("corrupt", Data("{not json".utf8), "not valid JSON"),
        ("truncated", Data(#"{"version":1,"paths":[{"tab":"fi"#.utf8), "not valid JSON"),
        ("not an object", Data("[1,2]".utf8), "could not be read"),
        ("empty", Data(), "not valid JSON"),
        // 513 at the very end made Foundation's decoder trap: the whole app died at start-up
        ("513 brackets", Data(String(repeating: "[", count: 513).utf8), "nested deeper than 64 levels"),
        ("deep objects", Data(String(repeating: #"{"version":"#, count: 600).utf8), "nested deeper than 64 levels"),
    ])
    func badFilesGiveDefaultsAndAreKeptAside(name: String, contents: Data, expected: String) throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        try contents.write(to: store.fileURL)
        let result = store.load(Snapshot.self)
        #expect(result.snapshot == nil, "\(name)")
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains(expected) == true, "\(result.warnings)")
        let aside = try #require(result.quarantinedURL)
        #expect(try Data(contentsOf: aside) == contents) // nothing lost
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
        try store.save(sample) // and the next save works
        #expect(store.load(Snapshot.self).snapshot == sample)
    }

    @Test func oversizedFileIsNotRead() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        try Data(repeating: 0x20, count: StateStore.maximumSize + 1).write(to: store.fileURL)
        let result = store.load(Snapshot.self)
        #expect(result.snapshot == nil)
        #expect(result.warnings.first?.contains("limit") == true)
        #expect(result.quarantinedURL != nil)
    }

    @Test func filesOfOtherVersionsAreReadAsFarAsTheyCanBe() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        // A newer version with a field this one does not know, and an older one missing fields.
        try Data(
            #"{"version":7,"selectedTab":"notes","future":{"x":1},"paths":[{"tab":"files","routes":[{"folder":{"_0":"/a"}}],"pinned":true}],"extras":{"k":"v"}}"#
                .utf8
        )
        .write(to: store.fileURL)
        let newer = store.load(Snapshot.self)
        #expect(newer.warnings.isEmpty, "\(newer.warnings)")
        #expect(newer.snapshot?.selectedTab == "notes")
        #expect(newer.snapshot?.paths == [.init(tab: "files", routes: [.folder("/a")])])
        #expect(newer.snapshot?.extras == ["k": "v"])
        try Data(#"{"selectedTab":"files"}"#.utf8).write(to: store.fileURL)
        let older = store.load(Snapshot.self)
        #expect(older.warnings.isEmpty)
        #expect(older.snapshot == Snapshot(selectedTab: "files"))
    }

    @Test func partsOfTheWrongShapeAreDroppedAndTheFileIsKept() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        let contents = Data(
            #"{"version":1,"selectedTab":5,"paths":[7,{"tab":"files","routes":[{"folder":{"_0":"/a"}},"bad",{"folder":{"_0":"/c"}}]}],"extras":{"ok":"yes","n":3}}"#
                .utf8)
        try contents.write(to: store.fileURL)
        let result = store.load(Snapshot.self)
        #expect(result.snapshot?.selectedTab == nil)
        #expect(result.snapshot?.paths == [.init(tab: "files", routes: [.folder("/a")])]) // cut at the bad route
        #expect(result.snapshot?.extras == ["ok": "yes"])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.contains("selectedTab") == true, "\(result.warnings)")
        #expect(result.warnings.first?.contains("extras.n") == true, "\(result.warnings)")
        let copy = try #require(result.quarantinedURL)
        #expect(try Data(contentsOf: copy) == contents)
        #expect(FileManager.default.fileExists(atPath: store.fileURL.path)) // read in place, not moved
    }

    @Test func aSymbolicLinkOrAFIFOIsNeverFollowedNorWaitedOn() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        let target = folder.url.appendingPathComponent("elsewhere.json")
        try StateStore.encode(sample).write(to: target)
        try FileManager.default.createSymbolicLink(at: store.fileURL, withDestinationURL: target)
        let linked = store.load(Snapshot.self)
        #expect(linked.snapshot == nil)
        #expect(linked.warnings.first?.contains("symbolic link") == true, "\(linked.warnings)")
        #expect(FileManager.default.fileExists(atPath: target.path)) // the target is untouched
        #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))

        #expect(mkfifo(store.fileURL.path, 0o600) == 0)
        let fifo = store.load(Snapshot.self) // would block forever without O_NONBLOCK
        #expect(fifo.warnings.first?.contains("not a regular file") == true, "\(fifo.warnings)")
        try store.save(sample)
        #expect(store.load(Snapshot.self).snapshot == sample)
    }

    @Test func saveAndLoadAgreeOnTheSizeLimit() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        try store.save(sample)
        let huge = Snapshot(extras: ["big": String(repeating: "x", count: StateStore.maximumSize)])
        #expect(throws: AtomicFile.Failure.self) { try store.save(huge) }
        #expect(store.load(Snapshot.self).snapshot == sample) // the previous save is untouched
    }

    @Test func removingStaleTemporaryFilesTouchesOnlyThisFilesTemporaries() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        for name in ["state.json.tmp-1-2", "notes.txt.tmp-3-4", "notes-5-6.txt"] {
            try Data("x".utf8).write(to: folder.url.appendingPathComponent(name))
        }
        store.removeStaleTemporaryFiles()
        #expect(folder.contents() == ["notes-5-6.txt", "notes.txt.tmp-3-4"])
    }

    @Test func unwritableFolderThrowsAClearError() throws {
        guard getuid() != 0 else {
            // root ignores permissions; prove the error path with a folder that is a file instead
            let folder = TemporaryFolder()
            let blocker = folder.url.appendingPathComponent("blocker")
            try Data().write(to: blocker)
            let store = StateStore(fileURL: blocker.appendingPathComponent("state.json"))
            let error = #expect(throws: AtomicFile.Failure.self) { try store.save(sample) }
            #expect(error?.description.contains("Could not") == true)
            return
        }
        let store = StateStore(fileURL: URL(fileURLWithPath: "/proc/ft-nope/state.json"))
        #expect(throws: AtomicFile.Failure.self) { try store.save(sample) }
    }

    @Test func directoryFollowsXDGStateHomeThenHome() {
        #expect(StateStore.directory(appID: "app", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]).path == "/x/state/app")
        #expect(StateStore.directory(appID: "app", environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/app")
        #expect(StateStore.directory(appID: "app", environment: ["HOME": "/h"]).path == "/h/.local/state/app")
    }
}

@Suite struct SessionSnapshotTests {
    @Test func sanitizingDropsUnknownTabsAndTrimsInvalidRoutes() {
        let snapshot = Snapshot(
            selectedTab: "gone",
            paths: [
                .init(tab: "files", routes: [.folder("/ok"), .folder("/missing"), .folder("/ok/deeper")]),
                .init(tab: "gone", routes: [.file("/x")]),
                .init(tab: "files", routes: [.folder("/dup")]),
            ])
        let (clean, warnings) = snapshot.sanitized(validTabs: ["files", "notes"]) { _, route in route != .folder("/missing") }
        #expect(clean.selectedTab == nil)
        #expect(clean.paths == [.init(tab: "files", routes: [.folder("/ok")])])
        #expect(warnings.count == 4)
    }

    @Test func restoredPathsAreCappedInDepth() {
        let deep = (0..<100).map { TestRoute.folder("/\($0)") }
        let (clean, warnings) = Snapshot(paths: [.init(tab: "files", routes: deep)]).sanitized(validTabs: ["files"]) { _, _ in true }
        #expect(clean.routes(for: "files").count == Snapshot.maximumDepth)
        #expect(clean.routes(for: "files") == Array(deep.prefix(Snapshot.maximumDepth)))
        #expect(warnings.count == 1)
    }

    @Test func capturesAndRestoresModels() throws {
        let selection = try TabSelection(tabs: tabs("files", "notes"))
        let navigation = NavigationStore<String, TestRoute>()
        navigation.push(.folder("/a"), on: "files")
        try selection.select("notes", reason: .click)
        let snapshot = SessionSnapshot(selection: selection, navigation: navigation, extras: ["k": "v"])

        let restoredSelection = try TabSelection(tabs: tabs("files", "notes"))
        let restoredNavigation = NavigationStore<String, TestRoute>()
        var reasons: [SelectionReason] = []
        let token = restoredSelection.observe { if case .selected(_, _, let r) = $0 { reasons.append(r) } }
        snapshot.restore(into: restoredSelection, navigation: restoredNavigation)
        #expect(restoredSelection.selectedID == "notes")
        #expect(restoredNavigation.path(for: "files") == [.folder("/a")])
        #expect(reasons == [.restore])
        token.cancel()
    }

    @Test func tabOrderAndHiddenTabsRoundTripThroughTheFile() throws {
        let folder = TemporaryFolder()
        let store = StateStore(fileURL: folder.url.appendingPathComponent("state.json"))
        let selection = try TabSelection(tabs: tabs("files", "recent", "notes", "settings"))
        let navigation = NavigationStore<String, TestRoute>()
        try selection.move("settings", to: 0)
        try selection.hide("recent")
        navigation.push(.folder("/r"), on: "recent") // a hidden tab keeps its path
        try store.save(SessionSnapshot(selection: selection, navigation: navigation))

        let loaded = store.load(Snapshot.self).snapshot
        let restored = try TabSelection(tabs: tabs("files", "recent", "notes", "settings"))
        let restoredNavigation = NavigationStore<String, TestRoute>()
        try #require(loaded).restore(into: restored, navigation: restoredNavigation)
        #expect(restored.tabs.map(\.id) == ["settings", "files", "notes"])
        #expect(restored.arrangedTabs.map(\.id) == ["settings", "files", "recent", "notes"])
        #expect(restored.hiddenTabs.map(\.id) == ["recent"])
        #expect(restoredNavigation.path(for: "recent") == [.folder("/r")])
    }

    @Test func anOlderFileWithoutAnArrangementKeepsTheAppsOrder() throws {
        let json = #"{"version": 1, "selectedTab": "notes", "paths": [], "extras": {}, "hiddenTabs": [7, "files"]}"#
        let snapshot = try JSONDecoder().decode(SessionSnapshot<String, TestRoute>.self, from: Data(json.utf8))
        #expect(snapshot.tabOrder.isEmpty)
        #expect(snapshot.hiddenTabs == ["files"]) // the entry of the wrong type is dropped, the rest kept
        let selection = try TabSelection(tabs: tabs("files", "notes"))
        snapshot.restore(into: selection, navigation: NavigationStore())
        #expect(selection.arrangedTabs.map(\.id) == ["files", "notes"])
        #expect(selection.tabs.map(\.id) == ["notes"])
    }
}
