import FileBrowsing
import Foundation
import Testing

@testable import FloatingTabsApp

/// What a row's menu offers, by kind of row and tab.
@Suite @MainActor struct RowMenuTests {
    private func actions(_ kind: FileEntry.Kind, in tab: AppTab) -> [String] {
        let entry = FileEntry(path: RawPath("/home/ana/Documents/Reports"), kind: kind, size: 0, modified: Date())
        return FileActions.menuItems(for: entry, in: tab).flatMap { $0.map(\.action) }
    }

    @Test func listsGatheredFromManyFoldersOfferShowInFolderForFilesAndFolders() {
        for tab in [AppTab.search, .recent] {
            #expect(actions(.file, in: tab).contains("win.file-show-in-folder"), "\(tab)")
        }
        #expect(
            actions(.folder, in: .search) == ["win.file-open", "win.file-show-in-folder", "win.file-pin", "win.file-copy-location"],
            "a folder found by Search can be shown where it is")
        #expect(!actions(.file, in: .files).contains("win.file-show-in-folder"), "Files shows the folder already")
        #expect(actions(.file, in: .files) == ["win.file-open", "win.file-open-with", "win.file-preview", "win.file-copy-location"])
    }
}
