import FileBrowsing
import Foundation
import Testing

@testable import FloatingTabsApp

/// What the Files filter field lets through (`FileFilter` with the app's collation).
@Suite struct FileFilterTests {
    private let entries = ["Été.txt", "ete-notes.md", "File1.txt", "File10.txt", "ＦＵＬＬ.txt", "résumé.pdf", "cafe\u{301}.txt", "Alpha"]
        .map { FileEntry(path: RawPath("/x/" + $0), kind: .file, size: 0, modified: .distantPast) }

    private func names(_ query: String) -> [String] { FileFilter(entries, collation: .desktop).matching(query).map(\.name) }

    @Test func matchesIgnoreCaseAccentsAndWidthAndKeepTheOrder() {
        #expect(names("ete") == ["Été.txt", "ete-notes.md"])
        #expect(names("ÉTÉ") == ["Été.txt", "ete-notes.md"])
        #expect(names("file1") == ["File1.txt", "File10.txt"])
        #expect(names("full") == ["ＦＵＬＬ.txt"])
        #expect(names("resume") == ["résumé.pdf"])
        #expect(names("café") == ["cafe\u{301}.txt"]) // composed query, decomposed name
    }

    @Test func anEmptyOrBlankQueryShowsEverythingAndANonMatchNothing() {
        #expect(names("").count == entries.count)
        #expect(names("   ").count == entries.count)
        #expect(names("zzz").isEmpty)
        #expect(names("txt.").isEmpty)
    }
}
