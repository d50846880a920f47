import Foundation

/// One item of a folder listing.
struct FileEntry: Sendable, Equatable {
    /// What the item is.
    enum Kind: Sendable, Equatable {
        case folder, file, symlinkToFolder, symlinkToFile, brokenSymlink, other
    }

    let path: RawPath
    let kind: Kind
    let size: Int64
    let modified: Date

    var name: String { path.displayName }
    var opensAsFolder: Bool { kind == .folder || kind == .symlinkToFolder }

    /// Symbolic icon for the row.
    var iconName: String {
        switch kind {
        case .folder, .symlinkToFolder: "folder-symbolic"
        case .file, .symlinkToFile: "text-x-generic-symbolic"
        case .brokenSymlink: "dialog-warning-symbolic"
        case .other: "application-x-executable-symbolic"
        }
    }
}
