import FoundationEssentials
import Glibc
import Localization

/// What the file page shows for a file: its text, or why there is none, plus its details.
public struct FilePreview: Sendable, Equatable {
    /// Largest file previewed as text.
    public static let maximumTextSize = 1 << 20

    public enum Content: Sendable, Equatable {
        case text(String)
        case binary
        case tooLarge
        case unreadable(String)
    }

    public let content: Content
    public let size: Int64
    public let modified: Date?

    /// Reads `path` (read-only; at most `maximumTextSize` + 1 bytes). A symbolic link is
    /// followed to what it points at; the opened descriptor is what is checked (`fstat`), so the
    /// file cannot change between the check and the read, and `O_NONBLOCK` keeps a FIFO from
    /// blocking the open.
    public static func load(_ path: RawPath) -> FilePreview {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else {
            return FilePreview(content: .unreadable(FileSystemError(code: errno, path: path).description), size: 0, modified: nil)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return FilePreview(content: .unreadable(FileSystemError(code: errno, path: path).description), size: 0, modified: nil)
        }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec))
        let size = Int64(info.st_size)
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return FilePreview(content: .unreadable(localized("“{name}” is not a regular file.", ["name": path.displayName])), size: size, modified: modified)
        }
        guard size <= maximumTextSize else { return FilePreview(content: .tooLarge, size: size, modified: modified) }
        var bytes = [UInt8](repeating: 0, count: maximumTextSize + 1)
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            total += count
        }
        guard total <= maximumTextSize else { return FilePreview(content: .tooLarge, size: Int64(total), modified: modified) }
        let data = bytes[..<total]
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else {
            return FilePreview(content: .binary, size: size, modified: modified)
        }
        return FilePreview(content: .text(text), size: size, modified: modified)
    }
}
