import Foundation

/// Saves and loads a `SessionSnapshot` as JSON, crash-safely.
///
/// Saving writes a temporary file in the same folder (mode 0600), `fsync`s it, renames it over the
/// state file (atomic on POSIX) and `fsync`s the folder, so a crash or SIGKILL at any moment leaves
/// either the old or the new complete file. Loading never throws: a missing file gives defaults;
/// a corrupt, truncated, oversized or wrong-version file gives defaults, is moved aside (renamed with
/// a timestamp) and reported as a warning.
public struct StateStore: Sendable {
    /// Files larger than this are not read.
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
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
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

    /// Loads the snapshot. Never throws and never deletes data (see the type's rules).
    public func load<TabID, Route>(_ type: SessionSnapshot<TabID, Route>.Type = SessionSnapshot<TabID, Route>.self) -> LoadResult<TabID, Route> {
        removeStaleTemporaryFiles()
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return LoadResult(snapshot: nil, warnings: [], quarantinedURL: nil) }
        let reason: String
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            if size > Self.maximumSize {
                reason = "it is \(size) bytes, more than the \(Self.maximumSize)-byte limit"
            } else {
                // An empty file is not read: Foundation leaks its 4 KiB read buffer on
                // zero-length files (found by the AddressSanitizer run of the tests).
                let data = size == 0 ? Data() : try Data(contentsOf: fileURL)
                let probe = try JSONDecoder().decode(VersionProbe.self, from: data)
                if probe.version != SessionSnapshot<TabID, Route>.currentVersion {
                    reason = "it has schema version \(probe.version), this build reads \(SessionSnapshot<TabID, Route>.currentVersion)"
                } else {
                    return LoadResult(snapshot: try JSONDecoder().decode(SessionSnapshot<TabID, Route>.self, from: data), warnings: [], quarantinedURL: nil)
                }
            }
        } catch {
            reason = "it could not be read (\(Self.describe(error)))"
        }
        let aside = quarantine()
        let kept = aside.map { " It was kept as \($0.lastPathComponent)." } ?? ""
        return LoadResult(snapshot: nil, warnings: ["The saved session was not restored: \(reason).\(kept)"], quarantinedURL: aside)
    }

    /// Writes the snapshot atomically with mode 0600, creating the folder (mode 0700) if needed.
    public func save<TabID, Route>(_ snapshot: SessionSnapshot<TabID, Route>) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(snapshot), to: fileURL)
    }

    /// Deletes temporary files left by a save that was killed before its rename (they are never
    /// the state; the rename is what publishes a save).
    private func removeStaleTemporaryFiles() {
        let folder = fileURL.deletingLastPathComponent()
        let prefix = fileURL.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func quarantine() -> URL? {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let aside = fileURL.deletingLastPathComponent().appendingPathComponent("\(fileURL.lastPathComponent).bad-\(stamp)")
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            return aside
        } catch {
            return nil
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "not valid JSON"
        case DecodingError.keyNotFound(let key, _): "missing “\(key.stringValue)”"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: String(describing: error)
        }
    }

    private struct VersionProbe: Decodable { let version: Int }
}
