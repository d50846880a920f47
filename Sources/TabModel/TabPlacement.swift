/// Where one shape of the tab bar (bar, rail or compact pill) puts the tabs it shows and the
/// selection indicator, in the tabs' row; and how the tabs travel from one shape to another.
public struct TabPlacement: Equatable, Sendable {
    /// The tabs in view, by index, with their rectangles.
    public var shown: [Int: TabRect]
    /// The indicator's rectangle; nil when no tab is selected or there are none.
    public var indicator: TabRect?

    /// Creates a placement.
    public init(shown: [Int: TabRect], indicator: TabRect?) {
        self.shown = shown
        self.indicator = indicator
    }

    /// A tab on its way, and how opaque it is (0…1).
    public struct Moving: Equatable, Sendable {
        /// Where the tab is.
        public var rect: TabRect
        /// How opaque it is (0…1).
        public var opacity: Double

        /// A tab at `rect`, `opacity` opaque.
        public init(rect: TabRect, opacity: Double) {
            self.rect = rect
            self.opacity = opacity
        }
    }

    /// The tabs and the indicator `progress` (0…1) of the way from this placement to `end`.
    ///
    /// A tab both ends show moves straight from its place in one to its place in the other. A
    /// tab only one end shows (the compact pill shows one; a scrolled strip shows some) travels
    /// with the first tab both show, keeping its distance from it, and fades toward the end that
    /// hides it; with no tab in common it stays where it is and fades. The indicator moves
    /// between the ends' indicators (none unless both have one).
    public func morphed(to end: TabPlacement, progress: Double) -> (tabs: [Int: Moving], indicator: TabRect?) {
        let t = progress.isFinite ? min(max(progress, 0), 1) : 1
        let anchor = Set(shown.keys).intersection(end.shown.keys).min()
        func carried(_ rect: TabRect, from: [Int: TabRect], to: [Int: TabRect]) -> TabRect {
            guard let anchor, let a = from[anchor], let b = to[anchor] else { return rect }
            return TabRect(x: rect.x - a.x + b.x, y: rect.y - a.y + b.y, width: rect.width, height: rect.height)
        }
        var tabs: [Int: Moving] = [:]
        for index in Set(shown.keys).union(end.shown.keys) {
            let start = shown[index]
            let finish = end.shown[index]
            let a = start ?? carried(finish!, from: end.shown, to: shown)
            let b = finish ?? carried(start!, from: shown, to: end.shown)
            let opacity = start == nil ? t : (finish == nil ? 1 - t : 1)
            tabs[index] = Moving(rect: a.interpolated(to: b, progress: t), opacity: opacity)
        }
        let indicator = self.indicator.flatMap { a in end.indicator.map { a.interpolated(to: $0, progress: t) } }
        return (tabs, indicator)
    }
}
