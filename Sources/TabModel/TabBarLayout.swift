/// The shape of the tabs in a view of a given size: the floating bar (tabs side by side) or the
/// floating rail at the leading edge (tabs stacked), whether the tabs scroll inside it, and its
/// size including the bar's own border, padding and margins.
///
/// One rule sizes the tabs' row for both the layout decision and the bar's own measurement
/// (`contentSize`), so the size the view plans for is the size the bar asks for.
public struct TabBarLayout: Equatable, Sendable {
    /// Bar or rail.
    public enum Kind: String, Sendable, CaseIterable {
        /// Tabs side by side in a pill near the bottom (or top) edge.
        case bar
        /// Tabs stacked in a pill at the leading edge; pages are inset beside it.
        case rail
    }

    /// Bar or rail.
    public let kind: Kind
    /// Whether there are more tabs than fit: they scroll inside the bar or rail.
    public let scrolls: Bool
    /// Outer width (tabs plus chrome), px.
    public let width: Double
    /// Outer height, px.
    public let height: Double

    /// The narrowest page `automatic` leaves beside a rail; narrower windows get the bar.
    public static let minimumPageWidth = 840.0
    /// The widest a bar's tabs ask to be together; more tabs than fit scroll.
    public static let maximumBarContentWidth = 960.0
    /// The widest a rail's tabs ask to be (longer titles are ellipsized).
    public static let maximumRailTabWidth = 200.0

    /// The tabs' row (without chrome): minimum and natural width and height.
    public static func contentSize(_ kind: Kind, count: Int, metrics m: TabBarMetrics)
        -> (minimumWidth: Double, naturalWidth: Double, minimumHeight: Double, naturalHeight: Double)
    {
        guard count > 0 else { return (0, 0, 0, 0) }
        switch kind {
        case .bar:
            // Narrower than every tab at its minimum, the strip scrolls: one tab is the least.
            let natural = min(m.tabNaturalWidth * Double(count), max(maximumBarContentWidth, m.tabNaturalWidth))
            return (m.tabMinimumWidth, max(natural, m.tabMinimumWidth), m.tabMinimumHeight, m.tabNaturalHeight)
        case .rail:
            let width = max(min(m.tabNaturalWidth, maximumRailTabWidth), m.tabMinimumWidth)
            return (m.tabMinimumWidth, width, m.tabNaturalHeight, m.tabNaturalHeight * Double(count))
        }
    }

    /// Chooses bar or rail for a view of `viewWidth` × `viewHeight` px showing `count` tabs.
    /// The bar and rail take their natural size, at most the view's (and at least one tab).
    public static func decide(
        _ preference: TabBarLayoutPreference, count: Int, viewWidth: Double, viewHeight: Double,
        metrics: TabBarMetrics
    ) -> TabBarLayout {
        let rail = layout(.rail, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        switch preference {
        case .rail: return rail
        case .bar: return layout(.bar, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        case .automatic:
            let roomy = viewWidth.isFinite && count > 0 && viewWidth - rail.width >= minimumPageWidth
            return roomy ? rail : layout(.bar, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        }
    }

    /// The `kind` layout in a view of the given size.
    public static func layout(_ kind: Kind, count: Int, viewWidth: Double, viewHeight: Double, metrics m: TabBarMetrics) -> TabBarLayout {
        let content = contentSize(kind, count: count, metrics: m)
        func fit(_ natural: Double, _ minimum: Double, _ chrome: Double, _ room: Double) -> Double {
            let room = room.isFinite ? room : natural + chrome
            return max(min(natural + chrome, room), minimum + chrome)
        }
        let width = fit(content.naturalWidth, content.minimumWidth, m.chromeWidth, viewWidth)
        let height = fit(content.naturalHeight, content.minimumHeight, m.chromeHeight, viewHeight)
        let scrolls =
            switch kind {
            case .bar:
                TabStrip(
                    count: count, widestMinimum: m.tabMinimumWidth, widestNatural: m.tabNaturalWidth,
                    viewportWidth: width - m.chromeWidth, widths: m.tabWidths
                ).scrolls
            case .rail: Double(count) * m.tabNaturalHeight > height - m.chromeHeight + 0.5
            }
        return TabBarLayout(kind: kind, scrolls: scrolls, width: width, height: height)
    }

    /// Width the rail takes from the pages at its side (including its margins), px; 0 for the bar.
    public var pageInset: Double { kind == .rail ? width : 0 }
}
