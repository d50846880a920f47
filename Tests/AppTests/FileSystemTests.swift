import FileBrowsing
import Foundation
import Glibc
import Testing

@testable import FloatingTabsApp

/// A temporary folder tree with the awkward cases a file viewer meets.
final class Tree {
    let root: RawPath
    init() throws {
        root = RawPath(FileManager.default.temporaryDirectory.appendingPathComponent("ft-tree-\(UUID().uuidString)").path)
        try FileManager.default.createDirectory(atPath: root.description, withIntermediateDirectories: true)
    }
    func folder(_ name: String) throws -> RawPath {
        let path = root.appending(Array(name.utf8))
        try FileManager.default.createDirectory(atPath: path.description, withIntermediateDirectories: true)
        return path
    }
    @discardableResult
    func file(_ name: [UInt8], _ contents: [UInt8] = [], in folder: RawPath? = nil) -> RawPath {
        let path = (folder ?? root).appending(name)
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        precondition(fd >= 0)
        contents.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return path
    }
    deinit { _ = try? FileManager.default.removeItem(atPath: root.description) }
}

@Suite struct FileSystemTests {
    @Test func listsFoldersFirstThenNamesCaseInsensitively() throws {
        let tree = try Tree()
        tree.file(Array("b.txt".utf8))
        tree.file(Array("A.txt".utf8))
        _ = try tree.folder("zeta")
        _ = try tree.folder("Alpha")
        let names = try DirectoryLister.list(tree.root).map(\.name)
        #expect(names == ["Alpha", "zeta", "A.txt", "b.txt"])
    }

    @Test func tenThousandEntriesAreListed() throws {
        let tree = try Tree()
        let big = try tree.folder("big")
        for index in 0..<10_000 { tree.file(Array("file-\(index).txt".utf8), in: big) }
        let entries = try DirectoryLister.list(big)
        #expect(entries.count == 10_000)
        #expect(entries.first?.name == "file-0.txt")
    }

    @Test func hostileNamesAreKeptByteForByteAndStillOpenable() throws {
        let tree = try Tree()
        let invalidUTF8: [UInt8] = [0x66, 0xff, 0xfe, 0x2e, 0x74, 0x78, 0x74] // "f\xff\xfe.txt"
        let names: [[UInt8]] = [
            Array("<b>bold<b> & %s %@ {x}".utf8), Array("line\nbreak".utf8), invalidUTF8,
            Array(repeating: UInt8(ascii: "n"), count: 255), Array("\u{202E}txt.exe".utf8),
        ]
        for name in names { tree.file(name, Array("hello".utf8)) }
        let entries = try DirectoryLister.list(tree.root)
        #expect(Set(entries.map(\.path.lastComponent)) == Set(names))
        for entry in entries {
            #expect(FilePreview.load(entry.path).content == .text("hello"), "could not open \(entry.name)")
        }
        let shown = entries.first { $0.path.lastComponent == invalidUTF8 }!.name
        #expect(shown == "f\u{FFFD}\u{FFFD}.txt") // lossy for display only
    }

    @Test func namesThatCouldSpoofAreShownEscapedAndIsolated() throws {
        let tree = try Tree()
        let override = tree.file(Array("invoice\u{202E}fdp.exe".utf8), Array("hello".utf8)) // shows as "invoiceexe.pdf" raw
        let control = tree.file(Array("bell\u{07}\ttab".utf8), Array("hello".utf8))
        let hebrew = tree.file(Array("שלום.txt".utf8), Array("hello".utf8))
        #expect(override.displayName == "invoice<U+202E>fdp.exe")
        #expect(control.displayName == "bell\\x07\\x09tab")
        #expect(hebrew.displayName == "\u{2068}שלום.txt\u{2069}")
        #expect(RawPath("/home/u/plain.txt").displayName == "plain.txt")
        for path in [override, control, hebrew] { #expect(FilePreview.load(path).content == .text("hello")) } // raw bytes open
    }

    @Test func aSymbolicLinkToARegularFileIsPreviewed() throws {
        let tree = try Tree()
        let target = tree.file(Array("target.txt".utf8), Array("through the link".utf8))
        let link = tree.root.appending(Array("link.txt".utf8))
        _ = target.withCString { t in link.withCString { symlink(t, $0) } }
        #expect(FilePreview.load(link).content == .text("through the link"))
        let fifo = tree.root.appending(Array("pipe".utf8))
        _ = fifo.withCString { mkfifo($0, 0o600) }
        guard case .unreadable(let message) = FilePreview.load(fifo).content else {
            Issue.record("a FIFO was read")
            return
        }
        #expect(message.contains("not a regular file")) // and the open did not block
    }

    @Test func symlinkLoopAndBrokenLinkAreReportedNotFollowedForever() throws {
        let tree = try Tree()
        let loop = tree.root.appending(Array("loop".utf8))
        _ = loop.withCString { symlink($0, $0) }
        let entries = try DirectoryLister.list(tree.root)
        #expect(entries.first?.kind == .brokenSymlink)
        let error = #expect(throws: FileSystemError.self) { try DirectoryLister.list(loop) }
        #expect(error?.description.contains("points back to itself") == true)
    }

    @Test func missingAndUnreadableFoldersGiveClearMessages() throws {
        let tree = try Tree()
        let gone = tree.root.appending(Array("gone".utf8))
        let missing = #expect(throws: FileSystemError.self) { try DirectoryLister.list(gone) }
        #expect(missing?.description.contains("no longer exists") == true)
        let file = tree.file(Array("plain".utf8))
        let notFolder = #expect(throws: FileSystemError.self) { try DirectoryLister.list(file) }
        #expect(notFolder?.description.contains("not a folder") == true)
        #expect(FileSystemError(code: EACCES, path: gone).description.contains("permission"))
    }

    @Test func previewsTextButNotBinaryOrHugeFiles() throws {
        let tree = try Tree()
        let text = tree.file(Array("notes.txt".utf8), Array("héllo\nworld".utf8))
        let binary = tree.file(Array("blob.bin".utf8), [0x00, 0x01, 0x02, 0xff])
        let invalid = tree.file(Array("latin1.txt".utf8), [0x63, 0x61, 0x66, 0xe9])
        let huge = tree.file(Array("huge.log".utf8), Array(repeating: UInt8(ascii: "a"), count: FilePreview.maximumTextSize + 1))
        #expect(FilePreview.load(text).content == .text("héllo\nworld"))
        #expect(FilePreview.load(binary).content == .binary)
        #expect(FilePreview.load(invalid).content == .binary)
        #expect(FilePreview.load(huge).content == .tooLarge)
        if case .unreadable(let message) = FilePreview.load(tree.root.appending(Array("none".utf8))).content {
            #expect(message.contains("no longer exists"))
        } else {
            Issue.record("a missing file should be unreadable")
        }
    }

    @Test func rawPathsRoundTripThroughTheStateFileEvenWhenNotUTF8() throws {
        let paths = [RawPath("/home/u/Documents"), RawPath(bytes: Array("/home/u/".utf8) + [0xff, 0x41])]
        let data = try JSONEncoder().encode(paths)
        #expect(try JSONDecoder().decode([RawPath].self, from: data) == paths)
        #expect(String(decoding: data, as: UTF8.self).contains("b64:"))
        #expect(RawPath("/a/b").parent == RawPath("/a"))
        #expect(RawPath("/a").parent == RawPath("/"))
        #expect(RawPath("/").displayName == "/")
    }

    @Test func recentScanFindsNewFilesNewestFirstAndSkipsHiddenFolders() throws {
        let tree = try Tree()
        let docs = try tree.folder("docs")
        let hidden = try tree.folder(".hidden")
        let old = tree.file(Array("old.txt".utf8), in: docs)
        tree.file(Array("new.txt".utf8), in: docs)
        tree.file(Array("secret.txt".utf8), in: hidden)
        var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        _ = old.withCString { utimensat(AT_FDCWD, $0, &times, 0) }
        let found = RecentScanner.scan(tree.root, since: Date().addingTimeInterval(-3600), isCancelled: { false })
        #expect(found.map(\.name) == ["new.txt"])
        let cancelled = RecentScanner.scan(tree.root, since: .distantPast, isCancelled: { true })
        #expect(cancelled.isEmpty)
    }

    /// Files saved in the same instant (a copy, an unpacked archive, a file system with coarse
    /// times) are listed by name in natural order, as the Files tab lists them, not in the order
    /// the walk met them; the newest still comes first, and a cut keeps the first by name.
    @Test func recentFilesModifiedTogetherAreListedByName() throws {
        let tree = try Tree()
        let names = (1...12).map { "Report \($0).txt" }
        var together = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        for name in names.shuffled() {
            let path = tree.file(Array(name.utf8))
            _ = path.withCString { utimensat(AT_FDCWD, $0, &together, 0) }
        }
        tree.file(Array("newest.txt".utf8))
        let since = Date(timeIntervalSince1970: 999_999_000)
        let found = RecentScanner.scan(tree.root, since: since, collation: .desktop, isCancelled: { false })
        #expect(found.map(\.name) == ["newest.txt"] + names)
        var limits = RecentScanner.Limits()
        limits.maximumResults = 4
        let cut = RecentScanner.scan(tree.root, since: since, limits: limits, collation: .desktop, isCancelled: { false })
        #expect(cut.map(\.name) == ["newest.txt", "Report 1.txt", "Report 2.txt", "Report 3.txt"])
    }
}
