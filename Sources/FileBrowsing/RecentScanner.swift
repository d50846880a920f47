import FoundationEssentials

/// Finds files under a folder modified recently: a bounded, cancellable breadth-first walk that
/// runs off the main thread. It stays on the root's file system (a mounted network share or a
/// removable disk under the home folder is not walked), skips hidden folders, and bounds depth,
/// entries per folder and entries in all; each entry is looked at once (O(n), no sorting until
/// the results).
public enum RecentScanner {
    public struct Limits: Sendable {
        public var maximumDepth = 6
        public var maximumVisited = 50_000
        public var maximumResults = 200
        public var maximumPerFolder = 5_000

        /// The defaults.
        public init() {}
    }

    /// Files modified after `since`, newest first; files modified in the same instant (saved
    /// together, or on a file system with coarse times) by name in `collation`'s order, as the
    /// Files tab lists them, not in the order the walk met them.
    public static func scan(
        _ root: RawPath, since: Date, limits: Limits = Limits(), collation: NameCollation = .bytes, isCancelled: () -> Bool
    ) -> [FileEntry] {
        var results: [FileEntry] = []
        var visited = 0
        guard let device = DirectoryLister.device(of: root) else { return [] }
        var queue: [(RawPath, Int)] = [(root, 0)]
        var next = 0
        while next < queue.count, visited < limits.maximumVisited, !isCancelled() {
            let (folder, depth) = queue[next]
            next += 1
            guard let entries = try? DirectoryLister.list(folder, order: nil, limit: limits.maximumPerFolder, isCancelled: isCancelled) else { continue }
            for entry in entries {
                visited += 1
                if entry.path.lastComponent.first == UInt8(ascii: ".") { continue }
                if entry.kind == .folder, entry.device == device {
                    if depth + 1 < limits.maximumDepth { queue.append((entry.path, depth + 1)) }
                } else if entry.kind == .file, entry.modified > since {
                    results.append(entry)
                }
            }
        }
        results.sort { $0.modified > $1.modified }
        // Only the entries that can make the cut get sort keys: those up to the last one kept, and
        // any modified in the same instant as it.
        if results.count > limits.maximumResults, limits.maximumResults > 0 {
            let last = results[limits.maximumResults - 1].modified
            results = Array(results.prefix { $0.modified >= last })
        }
        return Array(FileOrder(field: .modified, descending: true).sorted(results, by: collation).prefix(limits.maximumResults))
    }
}
