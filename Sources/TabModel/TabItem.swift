/// What the tab component needs to know about one of the app's tabs.
///
/// Apps usually conform an `enum` to it. `id` must be stable across launches: it is what a saved
/// session stores.
public protocol TabItem: Hashable {
    /// Stable identity, saved in sessions.
    associatedtype ID: Hashable & Codable & Sendable & CustomStringConvertible
    /// Stable identity of the tab.
    var id: ID { get }
    /// Short title shown in the bar (and read by screen readers).
    var title: String { get }
    /// A symbolic icon name, e.g. `"folder-symbolic"`.
    var iconName: String { get }
    /// Whether this is the search tab (at most one); `.standard` unless the app says otherwise.
    var role: TabRole { get }
}

extension TabItem {
    /// An ordinary tab.
    public var role: TabRole { .standard }
}
