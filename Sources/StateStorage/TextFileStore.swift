import FoundationEssentials

/// One text saved in a file of its own, byte for byte (the Notes draft): written atomically like
/// the session (`AtomicFile`), read with the same checks (`BoundedFileReader`), and the same size
/// limit on both sides, so whatever could be saved can be loaded again.
public struct TextFileStore: Sendable {
    /// The largest text read or written.
    public let maximumSize: Int
    /// The file.
    public let fileURL: URL

    /// The default limit, 256 MiB: far beyond any note, small enough to keep in memory.
    public static let defaultMaximumSize = 256 << 20

    /// A store for `fileURL`.
    public init(fileURL: URL, maximumSize: Int = defaultMaximumSize) {
        self.fileURL = fileURL
        self.maximumSize = maximumSize
    }

    /// What `load` found.
    public struct LoadResult: Sendable {
        /// The text; nil when there is no file (or it could not be read).
        public var text: String?
        /// Why the file was not (fully) used; empty when all was well.
        public var warnings: [String]
    }

    /// Loads the text. A file that is not valid UTF-8 is shown with replacement characters and a
    /// copy of the original bytes is kept; a file that cannot be read is moved aside. Never
    /// deletes data. With `readOnly`, nothing is moved or copied.
    public func load(readOnly: Bool = false) -> LoadResult {
        let data: Data?
        do throws(BoundedFileReader.Refusal) {
            data = try BoundedFileReader.read(fileURL, limit: maximumSize)
        } catch {
            let aside = readOnly ? nil : AtomicFile.moveAside(fileURL, suffix: "bad")
            let kept = aside.map { " It was kept as \($0.lastPathComponent)." } ?? ""
            return LoadResult(text: nil, warnings: ["\(fileURL.lastPathComponent) was not read: \(error.description).\(kept)"])
        }
        guard let data else { return LoadResult(text: nil, warnings: []) }
        if let text = String(bytes: data, encoding: .utf8) { return LoadResult(text: text, warnings: []) }
        let copy = readOnly ? nil : AtomicFile.keepCopy(data, of: fileURL, suffix: "original")
        let kept = copy.map { " The original bytes were kept as \($0.lastPathComponent)." } ?? ""
        return LoadResult(
            text: String(decoding: data, as: UTF8.self),
            warnings: ["\(fileURL.lastPathComponent) is not valid UTF-8; invalid bytes are shown as �.\(kept)"])
    }

    /// Writes `text` atomically (mode 0600). Throws when it is over the limit or the write fails;
    /// the previous file is then untouched.
    public func save(_ text: String) throws {
        let data = Data(text.utf8)
        guard data.count <= maximumSize else {
            throw AtomicFile.Failure(description: "The text is \(data.count) bytes, more than the \(maximumSize)-byte limit.")
        }
        try AtomicFile.write(data, to: fileURL)
    }

    /// Deletes temporary files of killed writes (only while holding the folder's `StateLock`).
    public func removeStaleTemporaryFiles() { AtomicFile.removeStaleTemporaryFiles(of: fileURL) }
}
