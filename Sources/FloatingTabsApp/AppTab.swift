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

    /// Icons shipped with the app (Resources/icons, compiled in by CResources).
    var iconName: String { "floating-tabs-\(rawValue)-symbolic" }
}
