/// Which shape the tabs take: a floating bar, a floating rail at the leading edge, or whichever
/// suits the window (`TabBarLayout.decide`).
public enum TabBarLayoutPreference: String, Codable, Sendable, CaseIterable {
    /// A bar on narrow windows, a rail once the window holds the rail and a page of
    /// `TabBarLayout.minimumPageWidth` beside it.
    case automatic
    /// Always the floating bar.
    case bar
    /// Always the floating rail.
    case rail
}
