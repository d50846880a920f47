import FoundationEssentials
import Glibc

/// Finds files and folders under a folder by name: a breadth-first walk on the caller's thread
/// (never the main one) that reports its hits in batches as it goes and stops as soon as
/// `isCancelled` says so (the user typed another key).
///
/// Only names are read until one matches: `readdir`'s entry type tells folders from the rest, so
/// a match costs one `stat` and a miss none. The walk stays on the root's file system (a network
/// share or removable disk mounted under it is not searched, nor touched: its mount point is
/// known from the mount table, so a dead share cannot stall the walk), does not follow links to folders
/// (no loops), and skips hidden names (starting with ".") unless `includeHidden`, as Files does.
/// It keeps nothing but the folders still to visit; the hits go to `found`.
public enum NameSearch {
    /// How far a walk goes and how often it reports.
    public struct Limits: Sendable {
        /// Names looked at in all before the walk stops.
        public var maximumVisited = 2_000_000
        /// A batch is reported once it holds this many hits (the main thread merges and shows
        /// each in well under a quarter of a frame)…
        public var batchSize = 100
        /// …or this long after the last report, whichever comes first; the first hit is reported
        /// at once.
        public var batchInterval: Duration = .milliseconds(40)

        /// The defaults.
        public init() {}
    }

    /// What a finished (or stopped) walk looked at.
    public struct Summary: Sendable, Equatable {
        /// Folders read.
        public var folders = 0
        /// Names looked at.
        public var visited = 0
        /// Whether `isCancelled` stopped it.
        public var cancelled = false
    }

    private static let directoryType: UInt8 = 4 // DT_DIR
    private static let unknownType: UInt8 = 0 // DT_UNKNOWN: the file system does not say

    /// Walks `root` for names matching `query` (folded by `collation`, which also gives the hits
    /// their sort keys) and calls `found` with each batch of hits, in the order found. The
    /// folders in `mountPoints` (by default the system's, `MountPoints.inside(root)`) are neither
    /// opened nor `stat`ed; one whose name matches is reported as a folder without a date.
    @discardableResult
    public static func walk(
        _ root: RawPath, query: NameQuery, collation: NameCollation, includeHidden: Bool = false, limits: Limits = Limits(),
        mountPoints: Set<RawPath>? = nil, isCancelled: () -> Bool, found: ([SearchHit]) -> Void
    ) -> Summary {
        var summary = Summary()
        guard let device = DirectoryLister.device(of: root) else { return summary }
        let mounts = mountPoints ?? MountPoints.inside(root)
        var pending: [RawPath] = [root]
        var next = 0
        var batch: [SearchHit] = []
        let clock = ContinuousClock()
        var lastReport = clock.now
        var reported = false
        func report() {
            if !batch.isEmpty {
                found(batch)
                reported = true
            }
            batch.removeAll(keepingCapacity: true)
            lastReport = clock.now
        }
        while next < pending.count, summary.visited < limits.maximumVisited {
            if isCancelled() {
                summary.cancelled = true
                return summary
            }
            let folder = pending[next]
            next += 1
            if next >= 4_096 { // the visited part of the queue is dropped as the walk goes
                pending.removeFirst(next)
                next = 0
            }
            summary.folders += 1
            read(folder, device: device, includeHidden: includeHidden, summary: &summary, isCancelled: isCancelled) { name, type, descriptor in
                let path = folder.appending(name)
                let isMountPoint = type == directoryType && !mounts.isEmpty && mounts.contains(path)
                if type == directoryType && !isMountPoint { pending.append(path) }
                let display = String(decoding: name, as: UTF8.self)
                guard let rank = query.rank(ofFolded: Array(collation.fold(display).utf8)) else { return }
                let entry =
                    isMountPoint
                    ? FileEntry(path: path, kind: .folder, size: 0, modified: .distantPast)
                    : DirectoryLister.entry(named: name, in: folder, descriptor: descriptor)
                batch.append(SearchHit(entry: entry, rank: rank, sortKey: collation.key(entry.name)))
            } typeUnknown: { name, descriptor in
                // Only where `readdir` does not say: a `stat` tells whether to go into it (never
                // of a mount point, which is a folder).
                mounts.contains(folder.appending(name)) || DirectoryLister.entry(named: name, in: folder, descriptor: descriptor).kind == .folder
            }
            if batch.count >= limits.batchSize || clock.now - lastReport >= limits.batchInterval || (!reported && !batch.isEmpty) { report() }
        }
        report()
        summary.cancelled = isCancelled()
        return summary
    }

    /// Reads the names in `folder` (if it is on `device`) and calls `visit` for each shown one
    /// with its type: `directoryType` for a folder (asked of `typeUnknown` where the file system
    /// does not say), else another value.
    private static func read(
        _ folder: RawPath, device: UInt64, includeHidden: Bool, summary: inout Summary, isCancelled: () -> Bool,
        visit: ([UInt8], UInt8, Int32) -> Void, typeUnknown: ([UInt8], Int32) -> Bool
    ) {
        TestSeam.delayIfSlow(folder)
        guard let directory = folder.withCString({ opendir($0) }) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var info = stat()
        guard fstat(descriptor, &info) == 0, UInt64(info.st_dev) == device else { return }
        let dot = UInt8(ascii: ".")
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [dot] || name == [dot, dot] { continue }
            summary.visited += 1
            if summary.visited % 1_024 == 0 && isCancelled() { return }
            if name.first == dot && !includeHidden { continue }
            var type = item.pointee.d_type
            if type == unknownType { type = typeUnknown(name, descriptor) ? directoryType : 8 }
            visit(name, type, descriptor)
        }
    }
}
