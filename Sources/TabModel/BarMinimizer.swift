/// Decides when the floating bar shrinks to a compact pill while the page's content scrolls
/// (iOS's tab bar minimise, Material's hide-on-scroll): after `collapseDistance` px of scrolling
/// down in one go it minimises; `expandDistance` px up, or `expand()` (hover, focus, a swipe,
/// a tab change), brings it back.
public struct BarMinimizer: Sendable, Equatable {
    /// Scrolling down this far (px, without scrolling up in between) minimises the bar.
    public var collapseDistance = 64.0
    /// Scrolling up this far brings it back.
    public var expandDistance = 16.0
    /// Whether the bar is minimised.
    public private(set) var isMinimized = false
    private var run = 0.0 // px scrolled in the current direction (down positive)

    /// An expanded bar.
    public init() {}

    /// Feeds a vertical scroll of the content by `dy` px (positive: down). Returns true when
    /// `isMinimized` changed.
    public mutating func scrolled(by dy: Double) -> Bool {
        guard dy.isFinite, dy != 0 else { return false }
        if (dy > 0) != (run > 0) { run = 0 }
        run += dy
        let minimize = isMinimized ? run > -expandDistance : run >= collapseDistance
        guard minimize != isMinimized else { return false }
        isMinimized = minimize
        run = 0
        return true
    }

    /// Brings the bar back; returns true when it was minimised.
    public mutating func expand() -> Bool {
        run = 0
        guard isMinimized else { return false }
        isMinimized = false
        return true
    }
}
