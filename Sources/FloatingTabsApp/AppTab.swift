import FileBrowsing
import Localization
import TabModel

/// The app's tabs: the four built in, then the folders the user pinned as tabs, and Search
/// (the search tab, which the bar shows apart and the model keeps last).
enum AppTab: TabItem {
    case files, recent, notes, settings, search
    /// A folder pinned as a tab ("Pin as Tab"): its navigation starts at the folder.
    case pinned(RawPath)

    /// The built-in tabs, in their first order.
    static let builtIn: [AppTab] = [.files, .recent, .notes, .settings, .search]
    /// How many folders can be pinned.
    static let maximumPinned = 100
    private static let pinnedPrefix = "pinned:", pinnedBytesPrefix = "pinned-bytes:"
    private static let hexDigits = "0123456789abcdef".map(String.init)

    /// Saved in sessions: the built-in tabs by name, a pinned folder by its path (as hexadecimal
    /// bytes when the path is not UTF-8, so two such paths never share an id).
    var id: String {
        switch self {
        case .files: "files"
        case .recent: "recent"
        case .notes: "notes"
        case .settings: "settings"
        case .search: "search"
        case .pinned(let path):
            if let text = String(validating: path.bytes, as: UTF8.self) {
                Self.pinnedPrefix + text
            } else {
                Self.pinnedBytesPrefix + path.bytes.map { Self.hexDigits[Int($0 >> 4)] + Self.hexDigits[Int($0 & 15)] }.joined()
            }
        }
    }

    var title: String {
        switch self {
        case .files: localized("Files")
        case .recent: localized("Recent")
        case .notes: localized("Notes")
        case .settings: localized("Settings")
        case .search: localized("Search")
        case .pinned(let path): path.displayName
        }
    }

    /// The built-in tabs' icons are shipped with the app (Resources/icons, compiled in by
    /// CResources); a pinned folder has the theme's folder icon.
    var iconName: String {
        switch self {
        case .pinned: "folder-symbolic"
        case .search: "system-search-symbolic"
        default: "floating-tabs-\(id)-symbolic"
        }
    }

    /// Search is the search tab: a round button beside the bar that becomes the search field.
    var role: TabRole { self == .search ? .search : .standard }

    /// The folder a tab's Files-like navigation starts at, if it has one.
    var pinnedFolder: RawPath? {
        if case .pinned(let path) = self { return path }
        return nil
    }
}
