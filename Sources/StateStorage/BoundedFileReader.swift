import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a whole regular file, refusing anything that is not one, without a gap between the
/// check and the read: the file is opened with `O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC` (a symbolic
/// link or a FIFO cannot make the open follow or block), the open descriptor is `fstat`ed for
/// a regular file and its size, and at most `limit` bytes are read.
public enum BoundedFileReader {
    /// Why a file was not read.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        /// The path is a symbolic link (never followed).
        case symbolicLink
        /// A FIFO, device, socket or folder.
        case notARegularFile
        /// Larger than the limit (its size in bytes).
        case tooLarge(size: Int, limit: Int)
        /// The system refused (`errno`'s message).
        case system(String)

        public var description: String {
            switch self {
            case .symbolicLink: "it is a symbolic link"
            case .notARegularFile: "it is not a regular file"
            case .tooLarge(let size, let limit): "it is \(size) bytes, more than the \(limit)-byte limit"
            case .system(let message): "it could not be read (\(message))"
            }
        }
    }

    /// The file's bytes; nil when it does not exist.
    public static func read(_ url: URL, limit: Int) throws(Refusal) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ENOENT: return nil
            case ELOOP: throw .symbolicLink
            default: throw .system(String(cString: strerror(errno)))
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // Read up to one byte past the limit: a file that grew since fstat is still refused.
        var data = Data(count: min(size, limit) + 1)
        var total = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            while total < buffer.count {
                let got = Glibc.read(fd, buffer.baseAddress! + total, buffer.count - total)
                if got < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if got == 0 { break }
                total += got
            }
            return nil
        }
        if let failure { throw .system(String(cString: strerror(failure))) }
        guard total <= limit else { throw .tooLarge(size: total, limit: limit) }
        data.count = total
        return data
    }
}
