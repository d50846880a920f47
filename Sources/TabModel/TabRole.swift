/// What a tab is to the bar: an ordinary tab, or the search tab.
///
/// At most one tab is the search tab, and `TabSelection` keeps it after every other tab (so its
/// Alt/Ctrl+N is the last). The floating bar shows it as a separate round button at its trailing
/// end which, when chosen, turns into a search field over the bar's place (`SearchTabState`
/// decides its shape, what Escape does and where the keyboard focus goes).
public enum TabRole: String, Sendable, Codable, CaseIterable {
    /// An ordinary tab.
    case standard
    /// The search tab (SwiftUI's `Tab(role: .search)`).
    case search
}
