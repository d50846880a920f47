import FoundationEssentials

/// One item of a folder listing.
public struct FileEntry: Sendable, Equatable {
    /// What the item is.
    public enum Kind: Sendable, Equatable {
        case folder, file, symlinkToFolder, symlinkToFile, brokenSymlink, other
    }

    public let path: RawPath
    public let kind: Kind
    public let size: Int64
    public let modified: Date
    /// The file system it is on (`st_dev`); 0 when unknown.
    public let device: UInt64
    /// The name as shown (`RawPath.displayName`): made once, where the entry is made (the
    /// listing's or the search's thread), not each time a list sorts, filters or fills a row.
    public let name: String

    /// An entry (listing builds these; tests and previews may too).
    public init(path: RawPath, kind: Kind, size: Int64, modified: Date, device: UInt64 = 0) {
        self.path = path
        self.kind = kind
        self.size = size
        self.modified = modified
        self.device = device
        name = path.displayName
    }

    public var opensAsFolder: Bool { kind == .folder || kind == .symlinkToFolder }

    /// Symbolic icon for the row.
    public var iconName: String {
        switch kind {
        case .folder, .symlinkToFolder: "folder-symbolic"
        case .file, .symlinkToFile: "text-x-generic-symbolic"
        case .brokenSymlink: "dialog-warning-symbolic"
        case .other: "application-x-executable-symbolic"
        }
    }
}
