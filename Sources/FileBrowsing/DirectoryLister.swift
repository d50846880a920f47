import FoundationEssentials
import Glibc

/// Reads folders with raw byte names (`opendir`/`readdir`/`fstatat`), off the main thread.
/// Never writes anything.
public enum DirectoryLister {
    /// The entries of `folder` in `order` (see `FileOrder`; names compared by `collation`), or
    /// in directory order when `order` is nil. Hidden entries (names starting with ".") are left
    /// out unless `includeHidden`, as in GNOME Files. Reads at most `limit` entries; stops early
    /// when `isCancelled` says so.
    public static func list(
        _ folder: RawPath, includeHidden: Bool = false, order: FileOrder? = FileOrder(),
        collation: NameCollation = .bytes, limit: Int = .max,
        isCancelled: () -> Bool = { false }
    ) throws(FileSystemError) -> [FileEntry] {
        TestSeam.delayIfSlow(folder)
        guard let directory = folder.withCString({ opendir($0) }) else { throw FileSystemError(code: errno, path: folder) }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [FileEntry] = []
        while entries.count < limit, let item = readdir(directory) {
            if entries.count % 1024 == 0 && isCancelled() { break }
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name.first == UInt8(ascii: ".") && (!includeHidden || name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")]) {
                continue
            }
            entries.append(entry(named: name, in: folder, descriptor: descriptor))
        }
        return order.map { $0.sorted(entries, by: collation) } ?? entries
    }

    /// The entry `name` of the open folder `descriptor` (at `folder`), as `stat` describes it.
    static func entry(named name: [UInt8], in folder: RawPath, descriptor: Int32) -> FileEntry {
        let path = folder.appending(name)
        var info = stat()
        let cName = name.map { CChar(bitPattern: $0) } + [0]
        guard fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return FileEntry(path: path, kind: .other, size: 0, modified: .distantPast)
        }
        var kind = kind(of: info.st_mode)
        if (info.st_mode & S_IFMT) == S_IFLNK {
            var target = stat()
            if fstatat(descriptor, cName, &target, 0) == 0 {
                kind = (target.st_mode & S_IFMT) == S_IFDIR ? .symlinkToFolder : .symlinkToFile
                info = target
            } else {
                kind = .brokenSymlink
            }
        }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        return FileEntry(path: path, kind: kind, size: Int64(info.st_size), modified: modified, device: UInt64(info.st_dev))
    }

    private static func kind(of mode: mode_t) -> FileEntry.Kind {
        switch mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFREG: .file
        default: .other
        }
    }

    /// Whether `path` is an existing folder (following links).
    public static func isFolder(_ path: RawPath) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The file system `path` is on (`st_dev`), nil when it cannot be read.
    public static func device(of path: RawPath) -> UInt64? {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 ? UInt64(info.st_dev) : nil
    }

    /// Whether `path` exists (following links).
    public static func exists(_ path: RawPath) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0
    }
}
