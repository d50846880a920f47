import Glibc

/// Why a folder or file could not be read, in words for the page's inline message.
public struct FileSystemError: Error, Equatable, CustomStringConvertible {
    public let code: Int32
    public let path: RawPath

    /// An error for `path` with an `errno` value.
    public init(code: Int32, path: RawPath) {
        self.code = code
        self.path = path
    }

    public var description: String {
        switch code {
        case EACCES, EPERM: "You don’t have permission to open “\(path.displayName)”."
        case ENOENT: "“\(path.displayName)” no longer exists. It may have been moved or deleted."
        case ELOOP: "“\(path.displayName)” is a link that points back to itself."
        case ENOTDIR: "“\(path.displayName)” is not a folder."
        default: "“\(path.displayName)” could not be read: \(String(cString: strerror(code)))."
        }
    }
}
