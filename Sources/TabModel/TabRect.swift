/// A rectangle in the bar's coordinates: a tab's or the indicator's place.
public struct TabRect: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle `progress` (0…1, clamped) of the way from this one to `other`. While the bar
    /// turns into the rail each tab moves this way from its place in one to its place in the
    /// other; both places lie inside their pill, so the tab stays inside the pill in between.
    public func interpolated(to other: TabRect, progress: Double) -> TabRect {
        let t = progress.isFinite ? min(max(progress, 0), 1) : 1
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return TabRect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width), height: mix(height, other.height))
    }

    /// This rectangle cut to what lies inside `bounds`; one wholly outside becomes a 1 px sliver
    /// on the nearest edge of `bounds` (a tab's menu still points toward a tab scrolled out of
    /// sight, from inside the bar).
    public func clamped(into bounds: TabRect) -> TabRect {
        func span(_ start: Double, _ length: Double, _ boundStart: Double, _ boundLength: Double) -> (Double, Double) {
            let lower = min(max(start, boundStart), boundStart + max(boundLength - 1, 0))
            let upper = max(min(start + length, boundStart + boundLength), lower + 1)
            return (lower, upper - lower)
        }
        let (x, width) = span(x, width, bounds.x, bounds.width)
        let (y, height) = span(y, height, bounds.y, bounds.height)
        return TabRect(x: x, y: y, width: width, height: height)
    }
}

extension TabFrame {
    /// This extent along the bar (`vertical`: down the rail) as a rectangle `across` px thick.
    public func rect(vertical: Bool, across: Double) -> TabRect {
        vertical ? TabRect(x: 0, y: x, width: across, height: width) : TabRect(x: x, y: 0, width: width, height: across)
    }
}
