import TabModel

/// How the tab bar shows titles.
public enum TabLabelMode: String, Codable, Sendable, CaseIterable {
    /// Icon and title on every tab.
    case all
    /// Title only on the selected tab; the others show their icon (titles become tooltips).
    case selectedOnly
    /// Icons only; titles become tooltips (and stay the accessible labels).
    case iconsOnly
}

/// Where the floating bar hovers.
public enum TabBarPosition: String, Codable, Sendable, CaseIterable {
    /// Near the bottom edge (the default, like phone tab bars).
    case bottom
    /// Near the top edge.
    case top
}

/// Options of a `TabView`; all can change while it is shown.
public struct TabViewOptions: Sendable, Equatable {
    /// How titles show.
    public var labelMode: TabLabelMode = .all
    /// Bar, rail, or whichever suits the window's width (the default: a rail once the window
    /// holds it and a page of `TabBarLayout.minimumPageWidth` beside it).
    public var layout: TabBarLayoutPreference = .automatic
    /// Where the bar hovers (the rail is always at the leading edge).
    public var position: TabBarPosition = .bottom
    /// Slide the bar away while the current tab is deeper than its root.
    public var hidesBarWhenNavigating = false
    /// Let a mouse drag swipe between pages (touch drags always do).
    public var mouseDragSwipes = false
    /// Shrink the bar to a compact pill (the selected tab's icon) while the page's content
    /// scrolls down; scrolling up, the pointer over it, keyboard focus in it or a swipe restores it.
    public var minimizesOnScroll = false
    /// Let a swipe past the last tab open the search tab (off by default: a search field that
    /// opens under the fingers takes the keyboard focus unasked).
    public var swipeReachesSearch = false
    /// Gap between the bar and the window edge, px.
    public var margin: Int32 = 12

    /// The defaults.
    public init() {}
}
