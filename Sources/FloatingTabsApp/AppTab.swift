import TabModel

/// The app's four tabs.
enum AppTab: String, TabItem, CaseIterable {
    case files, recent, notes, settings

    var id: String { rawValue }

    var title: String {
        switch self {
        case .files: "Files"
        case .recent: "Recent"
        case .notes: "Notes"
        case .settings: "Settings"
        }
    }

    var iconName: String {
        switch self {
        case .files: "folder-symbolic"
        case .recent: "document-open-recent-symbolic"
        case .notes: "document-edit-symbolic"
        case .settings: "emblem-system-symbolic"
        }
    }
}
