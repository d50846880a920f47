import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// An exclusive lock (`flock`) on a state folder, held for as long as the value lives.
///
/// Single-instance normally goes through D-Bus, but without a session bus, on two buses, or with
/// a home shared between machines two instances can run at once. Only the holder of this lock
/// writes the session and cleans temporary files; another instance reads the session and saves
/// what it is given elsewhere (see the app's `SessionController`). The kernel drops the lock when
/// the process ends, however it ends.
public final class StateLock: Sendable {
    private let descriptor: Int32
    /// The lock file (`<folder>/lock`).
    public let fileURL: URL

    private init(descriptor: Int32, fileURL: URL) {
        self.descriptor = descriptor
        self.fileURL = fileURL
    }

    /// Takes the lock on `folder` (created with mode 0700 if missing) without waiting; nil when
    /// another process holds it or the folder cannot be used.
    public static func acquire(folder: URL) -> StateLock? {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let url = folder.appendingPathComponent("lock")
        let fd = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        return StateLock(descriptor: fd, fileURL: url)
    }

    deinit { close(descriptor) } // closing the descriptor releases the lock
}
