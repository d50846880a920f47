import TabModel
import Localization

/// The app's four tabs.
enum AppTab: String, TabItem, CaseIterable {
    case files, recent, notes, settings

    var id: String { rawValue }

    var title: String {
        switch self {
        case .files: localized("Files")
        case .recent: localized("Recent")
        case .notes: localized("Notes")
        case .settings: localized("Settings")
        }
    }

    /// Icons shipped with the app (Resources/icons, compiled in by CResources).
    var iconName: String { "floating-tabs-\(rawValue)-symbolic" }
}
