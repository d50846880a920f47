import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Crash-safe whole-file replacement: temp file + fsync + rename + fsync of the folder.
public enum AtomicFile {
    /// An I/O failure with the failing step and `errno`'s message.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed, in words.
        public let description: String

        /// A failure described in words.
        public init(description: String) { self.description = description }
    }

    /// Replaces `url`'s contents with `data` atomically; the file ends with mode 0600.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent().path
        guard mkdirParents(folder) else { throw failure("create folder \(folder)") }
        let temporary = "\(url.path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("create \(temporary)") }
        var ok = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
        ok = ok && fsync(fd) == 0
        let error = failure("write \(temporary)")
        close(fd)
        guard ok else {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, url.path) == 0 else {
            let renameError = failure("rename to \(url.path)")
            unlink(temporary)
            throw renameError
        }
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    /// Renames `url` to `<name>.<suffix>-<milliseconds>` in its folder, so a file that cannot be
    /// used is kept, never deleted. Returns where it went; nil when the rename failed.
    public static func moveAside(_ url: URL, suffix: String) -> URL? {
        let aside = stamped(url, suffix)
        return (try? FileManager.default.moveItem(at: url, to: aside)) != nil ? aside : nil
    }

    /// Writes `data` (the original bytes of a file read only in part) to
    /// `<name>.<suffix>-<milliseconds>` beside `url`. Returns the copy; nil when it failed.
    public static func keepCopy(_ data: Data, of url: URL, suffix: String) -> URL? {
        let copy = stamped(url, suffix)
        return (try? write(data, to: copy)) != nil ? copy : nil
    }

    private static func stamped(_ url: URL, _ suffix: String) -> URL {
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        return url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(suffix)-\(stamp)")
    }

    /// Deletes `url`'s temporary files (`<name>.tmp-*`) left by writes killed before their rename.
    public static func removeStaleTemporaryFiles(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func mkdirParents(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        return (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }

    private static func failure(_ step: String) -> Failure {
        Failure(description: "Could not \(step): \(String(cString: strerror(errno))).")
    }
}
