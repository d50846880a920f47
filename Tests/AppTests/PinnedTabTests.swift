import FileBrowsing
import Testing

@testable import FloatingTabsApp

/// Pinned folders as tabs, without a display: their ids (saved in sessions) and the routes Show in
/// Folder gives Files.
@MainActor @Suite struct PinnedTabTests {
    @Test func aPinnedFolderHasAStableIdItsNameAndTheFolderIcon() {
        let tab = AppTab.pinned(RawPath("/home/ana/Projects"))
        #expect(tab.id == "pinned:/home/ana/Projects")
        #expect(tab.title == "Projects")
        #expect(tab.iconName == "folder-symbolic")
        #expect(tab.pinnedFolder == RawPath("/home/ana/Projects"))
        #expect(AppTab.files.pinnedFolder == nil)
        #expect(AppTab.builtIn.map(\.id) == ["files", "recent", "notes", "settings", "search"])
        #expect(AppTab.search.role == .search && AppTab.files.role == .standard)
    }

    @Test func pathsThatAreNotUTF8GetDistinctIds() {
        // Two Latin-1 names that decode to the same replacement characters as UTF-8.
        let first = AppTab.pinned(RawPath(bytes: Array("/srv/caf".utf8) + [0xE9]))
        let second = AppTab.pinned(RawPath(bytes: Array("/srv/caf".utf8) + [0xE8]))
        #expect(first.id != second.id)
        #expect(first.id == "pinned-bytes:2f7372762f636166e9")
    }

    @Test func showInFolderWalksFromHomeDownToTheFolder() {
        let home = RawPath("/home/ana")
        #expect(
            MainWindow.routes(from: home, to: RawPath("/home/ana/Docs/Reports")) == [
                .folder(RawPath("/home/ana/Docs")), .folder(RawPath("/home/ana/Docs/Reports")),
            ])
        #expect(MainWindow.routes(from: home, to: home) == [])
        #expect(
            MainWindow.routes(from: home, to: RawPath("/home/anabel/x")) == [.folder(RawPath("/home/anabel/x"))], "a sibling that shares a prefix is not inside"
        )
        #expect(MainWindow.routes(from: RawPath("/"), to: RawPath("/etc")) == [.folder(RawPath("/etc"))])
    }
}
