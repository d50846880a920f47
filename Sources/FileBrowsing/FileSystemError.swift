import Glibc
import Localization

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
        case EACCES, EPERM: localized("You don’t have permission to open “{name}”.", ["name": path.displayName])
        case ENOENT: localized("“{name}” no longer exists. It may have been moved or deleted.", ["name": path.displayName])
        case ELOOP: localized("“{name}” is a link that points back to itself.", ["name": path.displayName])
        case ENOTDIR: localized("“{name}” is not a folder.", ["name": path.displayName])
        default: localized("“{name}” could not be read: {reason}.", ["name": path.displayName, "reason": String(cString: strerror(code))])
        }
    }
}
