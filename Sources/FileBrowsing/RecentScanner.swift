import Foundation

/// Finds files under a folder modified recently: a bounded, cancellable walk (hidden folders
/// skipped, limited depth and number of entries) that runs off the main thread.
public enum RecentScanner {
    public struct Limits: Sendable {
        public var maximumDepth = 6
        public var maximumVisited = 50_000
        public var maximumResults = 200

        /// The defaults.
        public init() {}
    }

    /// Files modified after `since`, newest first.
    public static func scan(_ root: RawPath, since: Date, limits: Limits = Limits(), isCancelled: () -> Bool) -> [FileEntry] {
        var results: [FileEntry] = []
        var visited = 0
        var queue: [(RawPath, Int)] = [(root, 0)]
        while !queue.isEmpty, visited < limits.maximumVisited, !isCancelled() {
            let (folder, depth) = queue.removeFirst()
            guard let entries = try? DirectoryLister.list(folder, isCancelled: isCancelled) else { continue }
            for entry in entries {
                visited += 1
                if entry.path.lastComponent.first == UInt8(ascii: ".") { continue }
                if entry.kind == .folder {
                    if depth + 1 < limits.maximumDepth { queue.append((entry.path, depth + 1)) }
                } else if entry.kind == .file, entry.modified > since {
                    results.append(entry)
                }
            }
        }
        results.sort { $0.modified > $1.modified }
        return Array(results.prefix(limits.maximumResults))
    }
}
