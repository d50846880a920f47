import FoundationEssentials
import TabModel

/// Saves and loads a `SessionSnapshot` as JSON, crash-safely.
///
/// Saving writes a temporary file in the same folder (mode 0600), `fsync`s it, renames it over the
/// state file (atomic on POSIX) and `fsync`s the folder, so a crash or SIGKILL at any moment leaves
/// either the old or the new complete file. Loading never throws and never loses data: a missing
/// file gives defaults; a file of another schema version is read as far as it can be; a file
/// with parts of the wrong shape gives the rest, and a copy of it is kept; a file that cannot be
/// read at all (not JSON, a symbolic link, a FIFO, over the size limit) gives defaults and is moved
/// aside (renamed with a timestamp). Each such case is reported as a warning.
public struct StateStore: Sendable {
    /// The largest state file read or written (the Notes draft has its own file, `TextFileStore`).
    public static let maximumSize = 1 << 20

    /// The state file.
    public let fileURL: URL

    /// A store for `fileURL`.
    public init(fileURL: URL) { self.fileURL = fileURL }

    /// A store at `$XDG_STATE_HOME/<appID>/state.json`, falling back to `~/.local/state`.
    public init(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(fileURL: Self.directory(appID: appID, environment: environment).appendingPathComponent("state.json"))
    }

    /// `$XDG_STATE_HOME/<appID>` when that is an absolute path, else `$HOME/.local/state/<appID>`.
    public static func directory(appID: String, environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent(appID)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state").appendingPathComponent(appID)
    }

    /// What `load` found.
    public struct LoadResult<TabID: Codable & Hashable, Route: Codable & Hashable> {
        /// The snapshot, or nil for defaults.
        public var snapshot: SessionSnapshot<TabID, Route>?
        /// Problems found (each also logged by the caller); empty when all was well.
        public var warnings: [String]
        /// Where a bad file was moved, if one was.
        public var quarantinedURL: URL?
    }

    /// Loads the snapshot. Never throws and never deletes data (see the type's rules). With
    /// `readOnly` (another instance owns the folder) nothing is moved or copied.
    public func load<TabID, Route>(_ type: SessionSnapshot<TabID, Route>.Type = SessionSnapshot<TabID, Route>.self, readOnly: Bool = false) -> LoadResult<
        TabID, Route
    > {
        let reason: String
        do throws(BoundedFileReader.Refusal) {
            guard let data = try BoundedFileReader.read(fileURL, limit: Self.maximumSize) else {
                return LoadResult(snapshot: nil, warnings: [], quarantinedURL: nil)
            }
            do {
                let decoder = JSONDecoder()
                let issues = DecodingIssues()
                decoder.userInfo[DecodingIssues.key] = issues
                let snapshot = try ShallowJSON.decode(SessionSnapshot<TabID, Route>.self, from: data, with: decoder)
                guard !issues.dropped.isEmpty else { return LoadResult(snapshot: snapshot, warnings: [], quarantinedURL: nil) }
                let copy = readOnly ? nil : AtomicFile.keepCopy(data, of: fileURL, suffix: "partial")
                let kept = copy.map { " The file was kept as \($0.lastPathComponent)." } ?? ""
                let warning = "Parts of the saved session could not be read (\(issues.dropped.joined(separator: ", "))); the rest was restored.\(kept)"
                return LoadResult(snapshot: snapshot, warnings: [warning], quarantinedURL: copy)
            } catch {
                reason = "it could not be read (\(Self.describe(error)))"
            }
        } catch {
            reason = error.description
        }
        let aside = readOnly ? nil : AtomicFile.moveAside(fileURL, suffix: "bad")
        let kept = aside.map { " It was kept as \($0.lastPathComponent)." } ?? ""
        return LoadResult(snapshot: nil, warnings: ["The saved session was not restored: \(reason).\(kept)"], quarantinedURL: aside)
    }

    /// The snapshot as the JSON `save` writes (cheap: the draft is not in it).
    public static func encode<TabID, Route>(_ snapshot: SessionSnapshot<TabID, Route>) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    /// Writes the snapshot atomically with mode 0600, creating the folder (mode 0700) if needed.
    /// Refuses (like `load`) a snapshot whose file would exceed `maximumSize`.
    public func save<TabID, Route>(_ snapshot: SessionSnapshot<TabID, Route>) throws {
        try save(encoded: Self.encode(snapshot))
    }

    /// Writes JSON made by `encode` (so the caller can encode on one thread and write on another).
    public func save(encoded data: Data) throws {
        guard data.count <= Self.maximumSize else {
            throw AtomicFile.Failure(description: "The session is \(data.count) bytes, more than the \(Self.maximumSize)-byte limit.")
        }
        try AtomicFile.write(data, to: fileURL)
    }

    /// Deletes temporary files left by a save of this file that was killed before its rename
    /// (they are never the state; the rename is what publishes a save). Call it only while
    /// holding the folder's `StateLock`: another live instance's temporary files are its own.
    public func removeStaleTemporaryFiles() {
        AtomicFile.removeStaleTemporaryFiles(of: fileURL)
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "not valid JSON"
        case let tooDeep as ShallowJSON.TooDeep: tooDeep.description
        case DecodingError.keyNotFound(let key, _): "missing “\(key.stringValue)”"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: String(describing: error)
        }
    }
}
