import FileBrowsing
import Foundation
import Gtk
import Testing

@testable import FloatingTabsApp

/// The order Files lists a folder in (`FileOrder` with GLib's file-name collation, as the app uses it).
@Suite struct FileOrderTests {
    private func entry(_ name: String, folder: Bool = false, size: Int64 = 0, modified: Double = 0) -> FileEntry {
        FileEntry(path: RawPath("/x/" + name), kind: folder ? .folder : .file, size: size, modified: Date(timeIntervalSince1970: modified))
    }

    private func names(_ entries: [FileEntry], _ order: FileOrder) -> [String] {
        order.sorted(entries, by: .desktop).map(\.name)
    }

    @Test func namesSortNaturallyIgnoringCaseAndAccentsWithFoldersFirst() {
        let entries =
            ["File10.swift", "File2.swift", "file10.swift", "File1.swift", "Été.txt", "eau.txt", "Fichier.txt", "Zebra.txt"]
            .map { entry($0) } + [entry("zeta", folder: true), entry("Alpha", folder: true), entry("dir10", folder: true), entry("dir9", folder: true)]
        #expect(
            names(entries.shuffled(), FileOrder()) == [
                "Alpha", "dir9", "dir10", "zeta",
                "eau.txt", "Été.txt", "Fichier.txt", "File1.swift", "File2.swift", "File10.swift", "file10.swift", "Zebra.txt",
            ])
        #expect(
            names(entries.shuffled(), FileOrder(descending: true)) == [
                "zeta", "dir10", "dir9", "Alpha",
                "Zebra.txt", "file10.swift", "File10.swift", "File2.swift", "File1.swift", "Fichier.txt", "Été.txt", "eau.txt",
            ])
    }

    @Test func sizeAndDateOrdersKeepFoldersFirstAndBreakTiesByName() {
        let entries = [
            entry("b", size: 10, modified: 300), entry("a", size: 10, modified: 100), entry("c", size: 5, modified: 200),
            entry("d", size: 99, modified: 100), entry("Folder", folder: true, size: 4096, modified: 50),
        ]
        #expect(names(entries.shuffled(), FileOrder(field: .size)) == ["Folder", "c", "a", "b", "d"])
        #expect(names(entries.shuffled(), FileOrder(field: .size, descending: true)) == ["Folder", "d", "a", "b", "c"])
        #expect(names(entries.shuffled(), FileOrder(field: .modified)) == ["Folder", "a", "d", "c", "b"])
        #expect(names(entries.shuffled(), FileOrder(field: .modified, descending: true)) == ["Folder", "b", "c", "a", "d"])
    }

    @Test func namesThatDifferOnlyInBytesStillHaveOneOrder() {
        // Two names that fold and collate alike (é as one code point, or e and a combining accent).
        let composed = entry("caf\u{E9}")
        let decomposed = entry("cafe\u{301}")
        let once = names([composed, decomposed], FileOrder())
        let again = names([decomposed, composed], FileOrder())
        #expect(once == again)
    }

    @Test func aSavedOrderFromAnotherVersionIsReadAsFarAsItCanBe() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(FileOrder.self, from: Data(#"{"field":"size","descending":true}"#.utf8)) == FileOrder(field: .size, descending: true))
        #expect(try decoder.decode(FileOrder.self, from: Data(#"{"field":"colour","descending":true}"#.utf8)) == FileOrder(descending: true))
        #expect(try decoder.decode(FileOrder.self, from: Data(#"{}"#.utf8)) == FileOrder())
    }
}
