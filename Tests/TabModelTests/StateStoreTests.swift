import Foundation
import Testing
import TabModel

private typealias Snapshot = SessionSnapshot<String, TestRoute>

@Suite struct StateStoreTests {
    private let sample = Snapshot(selectedTab: "files",
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
        ("wrong version", Data(#"{"version":99,"paths":[],"extras":{}}"#.utf8), "schema version 99"),
        ("wrong shape", Data(#"{"version":1,"paths":7,"extras":{}}"#.utf8), "unexpected value"),
        ("empty", Data(), "not valid JSON"),
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
        let snapshot = Snapshot(selectedTab: "gone",
                                paths: [.init(tab: "files", routes: [.folder("/ok"), .folder("/missing"), .folder("/ok/deeper")]),
                                        .init(tab: "gone", routes: [.file("/x")]),
                                        .init(tab: "files", routes: [.folder("/dup")])])
        let (clean, warnings) = snapshot.sanitized(validTabs: ["files", "notes"]) { _, route in route != .folder("/missing") }
        #expect(clean.selectedTab == nil)
        #expect(clean.paths == [.init(tab: "files", routes: [.folder("/ok")])])
        #expect(warnings.count == 4)
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
}
