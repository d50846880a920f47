import Foundation
import StateStorage
import TabModel
import Testing

/// The Notes draft lives in a file of its own, and whatever can be saved loads again.
@Suite struct TextFileStoreTests {
    @Test func a64MiBDraftRoundTripsByteForByte() throws {
        let folder = TemporaryFolder()
        let store = TextFileStore(fileURL: folder.url.appendingPathComponent("notes.txt"))
        let line = "Notes with ✍️, ünïcödé and a tab\t — line end\n"
        let text = String(repeating: line, count: (64 << 20) / line.utf8.count + 1)
        #expect(text.utf8.count > 64 << 20)
        try store.save(text)
        let loaded = store.load()
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.text?.utf8.count == text.utf8.count)
        #expect(loaded.text == text)
    }

    @Test func overTheLimitIsRefusedOnSaveAndTheLastSaveStays() throws {
        let folder = TemporaryFolder()
        let store = TextFileStore(fileURL: folder.url.appendingPathComponent("notes.txt"), maximumSize: 1_000)
        try store.save("kept")
        let error = #expect(throws: AtomicFile.Failure.self) { try store.save(String(repeating: "x", count: 1_001)) }
        #expect(error?.description.contains("1000-byte limit") == true)
        #expect(store.load().text == "kept")
        try store.save(String(repeating: "y", count: 1_000)) // exactly the limit saves and loads
        #expect(store.load().text?.count == 1_000)
    }

    @Test func invalidUTF8IsShownAndTheOriginalBytesAreKept() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("notes.txt")
        let bytes = Data([0x61, 0xFF, 0x62])
        try bytes.write(to: url)
        let loaded = TextFileStore(fileURL: url).load()
        #expect(loaded.text == "a\u{FFFD}b")
        #expect(loaded.warnings.count == 1)
        let copies = folder.contents().filter { $0.hasPrefix("notes.txt.original-") }
        #expect(copies.count == 1)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent(copies[0])) == bytes)
    }

    @Test func aMissingFileIsAnEmptyStartAndReadOnlyLoadsMoveNothing() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent("notes.txt")
        #expect(TextFileStore(fileURL: url).load().text == nil)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) // not a file
        let loaded = TextFileStore(fileURL: url).load(readOnly: true)
        #expect(loaded.text == nil)
        #expect(loaded.warnings.first?.contains("not a regular file") == true, "\(loaded.warnings)")
        #expect(folder.contents() == ["notes.txt"])
    }
}

/// Only one process at a time owns a state folder.
@Suite struct StateLockTests {
    @Test func aSecondHolderIsRefusedUntilTheFirstLetsGo() throws {
        let folder = TemporaryFolder()
        var first = StateLock.acquire(folder: folder.url)
        #expect(first != nil)
        #expect(StateLock.acquire(folder: folder.url) == nil) // flock is per open file description
        first = nil
        #expect(StateLock.acquire(folder: folder.url) != nil)
    }
}

/// Saves run in order off the caller's thread, and only the newest of a key is written.
@Suite struct BackgroundSaverTests {
    @Test func aWaitingSaveIsSupersededByANewerOneOfTheSameKey() {
        let saver = BackgroundSaver()
        let gate = DispatchSemaphore(value: 0)
        let written = Written()
        saver.submit("other", write: { gate.wait() }, completion: { _ in })
        for text in ["one", "two", "three"] {
            saver.submit("draft", write: { written.append(text) }, completion: { _ in })
        }
        gate.signal()
        saver.waitUntilIdle()
        #expect(written.all == ["three"])
    }

    @Test func failuresReachTheCompletion() {
        let saver = BackgroundSaver()
        let outcome = Written()
        saver.submit(
            "draft", write: { throw AtomicFile.Failure(description: "disk full") },
            completion: { result in
                if case .failure(let error) = result { outcome.append("\(error)") }
            })
        saver.waitUntilIdle()
        #expect(outcome.all == ["disk full"])
    }

    @Test func retriesBackOffAndNeverStop() {
        #expect((1...7).map(SaveRetryPolicy.delay(afterFailures:)) == [1, 2, 5, 10, 30, 60, 60])
        #expect(SaveRetryPolicy.delay(afterFailures: 10_000) == 60)
    }
}

/// A thread-safe list of strings for the saver's thread to fill.
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
