/// How the bar fits its tabs into the width it gets.
///
/// When every tab fits at its least width, nothing scrolls and the tabs share the whole width:
/// equally where each gets at least its natural width; otherwise a tab whose title needs more
/// than an equal share keeps it, and the others share what is left (so "Recent" with its badge
/// is not cut to "R…" while "Notes" has room to spare). With too little room for every natural
/// width, the tabs that are not selected first give up the room they keep for a bold title (they
/// show theirs in the regular weight), so the selected tab's bold title is not cut ("Setti…")
/// while the others stay whole; short of more, every tab gives up the same part of what its
/// title can lose. With less room than the
/// least widths together, the tabs keep the widest natural width and form a strip that scrolls
/// horizontally inside the bar; the bar keeps the selected tab (or, during a swipe, the
/// indicator) in view. Only the tabs that intersect the viewport need to be laid out or drawn,
/// so the cost of a frame does not grow with the number of tabs.
public struct TabStrip: Equatable, Sendable {
    /// Number of tabs.
    public let count: Int
    /// Width of every tab while the strip scrolls; the average share otherwise, px.
    public let tabWidth: Double
    /// Width the bar shows, px.
    public let viewportWidth: Double
    /// Where each tab starts while nothing scrolls, whole pixels from the viewport's start, and
    /// the viewport's end last (`count + 1` values); empty while the strip scrolls.
    private let edges: [Double]

    /// Lays out `count` tabs in `viewportWidth`, given the widest tab's least and natural widths
    /// and, when known, each tab's (`widths`, in order; without them, or with a count that does
    /// not match, the tabs fit when each fits at the widest least width, and share equally).
    /// `selected` is the tab whose title is bold (nil: none is, so every tab can give up its bold
    /// room first).
    public init(
        count: Int, widestMinimum: Double, widestNatural: Double, viewportWidth: Double, widths: [TabWidth] = [], selected: Int? = nil
    ) {
        self.count = max(count, 0)
        self.viewportWidth = max(viewportWidth, 0)
        let widths = widths.count == self.count ? widths : []
        let leastTogether = widths.isEmpty ? Double(self.count) * widestMinimum : widths.reduce(0) { $0 + $1.minimum }
        if self.count == 0 {
            tabWidth = 0
            edges = []
        } else if self.viewportWidth >= leastTogether {
            tabWidth = self.viewportWidth / Double(self.count)
            edges = Self.edges(sharing: self.viewportWidth, count: self.count, widths: widths, leastTogether: leastTogether, selected: selected)
        } else {
            tabWidth = max(widestNatural, widestMinimum)
            edges = []
        }
    }

    /// The tabs' edges when `count` tabs share `width`, as equal as their widths allow. With room
    /// for every natural width, each tab gives the larger of its natural width and a common level
    /// (the level that fills the width). Without, the tabs other than `selected` first give up
    /// the same part of their bold room; short of more, every tab gives up the same part of what
    /// lies between its natural (less the bold room given up) and least width (a long title and a
    /// short one are both cut, not the widest alone). Edges are whole pixels (a tab whose width is
    /// whole keeps it exactly); the last is the width rounded down.
    private static func edges(sharing width: Double, count: Int, widths: [TabWidth], leastTogether: Double, selected: Int?) -> [Double] {
        let naturalTogether = widths.reduce(0) { $0 + $1.natural }
        var shares = [Double](repeating: width / Double(count), count: count) // without widths
        if !widths.isEmpty && naturalTogether <= width {
            // Up to the next 1/1024 px: a level that is a whole width (78) stays whole, not 77.99….
            let level = (fillLevel(widths.map(\.natural), width: width) * 1024).rounded(.up) / 1024
            shares = widths.map { max($0.natural, level) }
        } else if !widths.isEmpty {
            // What each tab's title needs as it is shown: the selected one's bold, the others' not.
            let shown = widths.enumerated().map { $0.offset == selected ? $0.element.natural : $0.element.natural - $0.element.boldRoom }
            let shownTogether = shown.reduce(0, +)
            if shownTogether < width {
                let given = (naturalTogether - width) / (naturalTogether - shownTogether)
                shares = zip(widths, shown).map { $0.natural - given * ($0.natural - $1) }
            } else {
                let given = shownTogether > leastTogether ? (shownTogether - width) / (shownTogether - leastTogether) : 0
                shares = zip(widths, shown).map { $1 - given * ($1 - $0.minimum) }
            }
        }
        var edges = [0.0]
        var sum = 0.0
        for share in shares.dropLast() {
            sum += share
            edges.append(min(sum.rounded(.down), width.rounded(.down)))
        }
        edges.append(width.rounded(.down))
        return edges
    }

    /// The level that fills `width` when tabs narrower than it grow to it and the others keep
    /// their natural width: Σ max(natural, level) = width (the naturals together are at most
    /// `width`). The narrowest tabs are raised first; the level is where raising one more tab
    /// would pass that tab's own natural width.
    private static func fillLevel(_ naturals: [Double], width: Double) -> Double {
        let sorted = naturals.sorted()
        var keptTogether = sorted.reduce(0, +) // the naturals of the tabs above the level
        for (raised, natural) in sorted.enumerated() {
            keptTogether -= natural
            let level = (width - keptTogether) / Double(raised + 1)
            if raised + 1 == sorted.count || level <= sorted[raised + 1] { return level }
        }
        return width
    }

    /// Width of all tabs side by side, px.
    public var contentWidth: Double { edges.isEmpty ? Double(count) * tabWidth : viewportWidth }
    /// Whether the tabs overflow the viewport (the strip scrolls).
    public var scrolls: Bool { contentWidth > viewportWidth + 0.5 }
    /// The largest scroll offset, px.
    public var maximumOffset: Double { max(contentWidth - viewportWidth, 0) }

    /// `offset` limited to the scrollable range.
    public func clamp(_ offset: Double) -> Double {
        guard offset.isFinite else { return 0 }
        return min(max(offset, 0), maximumOffset)
    }

    /// The offset closest to `current` that shows the tab at fractional `position` whole, with
    /// up to half a tab of its neighbours around it.
    public func offset(revealing position: Double, from current: Double) -> Double {
        guard scrolls, position.isFinite else { return 0 }
        let start = min(max(position, 0), Double(count - 1)) * tabWidth
        let margin = min(tabWidth / 2, max(0, (viewportWidth - tabWidth) / 2))
        var offset = clamp(current)
        if start - margin < offset { offset = start - margin }
        if start + tabWidth + margin > offset + viewportWidth { offset = start + tabWidth + margin - viewportWidth }
        return clamp(offset)
    }

    /// Tab `index`'s frame in viewport coordinates at scroll `offset` (mirrored right-to-left).
    /// The shares are whole pixels that add up to the viewport when nothing scrolls.
    public func frame(of index: Int, offset: Double, rightToLeft: Bool) -> TabFrame {
        let start: Double
        let width: Double
        if scrolls {
            start = (Double(index) * tabWidth).rounded() - clamp(offset).rounded()
            width = tabWidth.rounded()
        } else {
            start = edge(index)
            width = edge(index + 1) - start
        }
        return TabFrame(x: rightToLeft ? viewportWidth - start - width : start, width: width)
    }

    /// Where tab `index` starts while nothing scrolls (`count` gives the end), whole pixels.
    private func edge(_ index: Int) -> Double {
        if edges.indices.contains(index) { return edges[index] }
        return (Double(index) * viewportWidth / Double(max(count, 1))).rounded(.down)
    }

    /// The last tab that starts at or before `along` while nothing scrolls.
    private func edge(before along: Double) -> Int {
        guard !edges.isEmpty else { return Int((along / (viewportWidth / Double(max(count, 1)))).rounded(.down)) }
        return (edges.dropLast().lastIndex { $0 <= along } ?? 0)
    }

    /// Whether tabs lie beyond the viewport before its start and after its end at scroll
    /// `offset` (the bar fades the tabs out at those edges, so a cut-off tab reads as more to
    /// scroll to, not as a title cut short).
    public func hiddenTabs(offset: Double) -> (beforeStart: Bool, afterEnd: Bool) {
        guard scrolls else { return (false, false) }
        let offset = clamp(offset)
        return (offset > 0.5, offset < maximumOffset - 0.5)
    }

    /// The indices of the tabs that can be seen at scroll `offset`.
    public func visibleRange(offset: Double) -> Range<Int> {
        guard count > 0, tabWidth > 0 else { return 0..<0 }
        guard scrolls else { return 0..<count }
        let first = Int((clamp(offset) / tabWidth).rounded(.down))
        let last = Int(((clamp(offset) + viewportWidth) / tabWidth).rounded(.up))
        return min(max(first, 0), count)..<min(max(last, first), count)
    }

    /// The tab under viewport position `x` at scroll `offset`, clamped to the first or last tab
    /// beyond the ends (a tab dragged past the end goes to the end); nil without tabs.
    public func index(atX x: Double, offset: Double, rightToLeft: Bool) -> Int? {
        guard count > 0, viewportWidth > 0 else { return nil }
        let along = rightToLeft ? viewportWidth - x : x
        guard scrolls else { return min(max(edge(before: along), 0), count - 1) }
        let position = (along + clamp(offset)) / tabWidth
        return min(max(Int(position.rounded(.down)), 0), count - 1)
    }
}
