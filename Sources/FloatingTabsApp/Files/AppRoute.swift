import FileBrowsing

/// Where a tab can navigate: a folder or a file (preview or details).
enum AppRoute: Codable, Hashable, Sendable {
    case folder(RawPath)
    case file(RawPath)

    /// Whether the route still points at something that exists (used to trim restored sessions).
    var exists: Bool {
        switch self {
        case .folder(let path): DirectoryLister.isFolder(path)
        case .file(let path): DirectoryLister.exists(path)
        }
    }

    /// One-line form for the debug log.
    var logDescription: String {
        switch self {
        case .folder(let path): "folder \(path)"
        case .file(let path): "file \(path)"
        }
    }
}
