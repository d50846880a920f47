/// How the bar fits its tabs into the width it gets.
///
/// When every tab fits at its minimum width, the tabs share the width equally and nothing
/// scrolls. Otherwise the tabs keep their natural width and form a strip that scrolls
/// horizontally inside the bar; the bar keeps the selected tab (or, during a swipe, the
/// indicator) in view. Only the tabs that intersect the viewport need to be laid out or drawn,
/// so the cost of a frame does not grow with the number of tabs.
public struct TabStrip: Equatable, Sendable {
    /// Number of tabs.
    public let count: Int
    /// Width of every tab, px.
    public let tabWidth: Double
    /// Width the bar shows, px.
    public let viewportWidth: Double

    /// Lays out `count` equal-width tabs in `viewportWidth`, given the widest tab's minimum and
    /// natural widths.
    public init(count: Int, widestMinimum: Double, widestNatural: Double, viewportWidth: Double) {
        self.count = max(count, 0)
        self.viewportWidth = max(viewportWidth, 0)
        if self.count == 0 {
            tabWidth = 0
        } else if self.viewportWidth >= Double(self.count) * widestMinimum {
            tabWidth = self.viewportWidth / Double(self.count)
        } else {
            tabWidth = max(widestNatural, widestMinimum)
        }
    }

    /// Width of all tabs side by side, px.
    public var contentWidth: Double { Double(count) * tabWidth }
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
            start = (Double(index) * viewportWidth / Double(count)).rounded(.down)
            width = (Double(index + 1) * viewportWidth / Double(count)).rounded(.down) - start
        }
        return TabFrame(x: rightToLeft ? viewportWidth - start - width : start, width: width)
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
        let position = scrolls ? (along + clamp(offset)) / tabWidth : along / (viewportWidth / Double(count))
        return min(max(Int(position.rounded(.down)), 0), count - 1)
    }
}
