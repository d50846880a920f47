/// A tab's horizontal extent in the bar's coordinates.
public struct TabFrame: Equatable, Sendable {
    /// Left edge, px.
    public var x: Double
    /// Width, px.
    public var width: Double

    /// Creates a frame.
    public init(x: Double, width: Double) {
        self.x = x
        self.width = width
    }
}

/// Where the selection indicator sits for a fractional tab position.
public enum IndicatorGeometry {
    /// The indicator's frame at `position` (a tab index plus swipe progress, e.g. 1.25 is a
    /// quarter of the way from tab 1 to tab 2) among `count` tabs whose frames `frameOf` gives on
    /// demand: x and width interpolated between the two tabs. Only the (at most two) tabs around
    /// `position` are asked for, so an animation frame costs the same with any number of tabs.
    /// Positions outside the tabs clamp to the first or last tab. Nil when there are no tabs.
    public static func frame(at position: Double, count: Int, frameOf: (Int) -> TabFrame) -> TabFrame? {
        guard count > 0 else { return nil }
        guard position.isFinite else { return frameOf(0) }
        let clamped = min(max(position, 0), Double(count - 1))
        let lower = Int(clamped.rounded(.down))
        let upper = min(lower + 1, count - 1)
        let fraction = clamped - Double(lower)
        let a = frameOf(lower)
        let b = frameOf(upper)
        return TabFrame(x: a.x + (b.x - a.x) * fraction, width: a.width + (b.width - a.width) * fraction)
    }
}
