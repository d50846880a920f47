/// The sizes the layout decision needs, measured from the tab widgets: the widest tab's minimum
/// and natural width, the tallest tab's minimum and natural height, and the room the bar's own
/// border, padding and margins take around the tabs (both sides together); and each tab's width,
/// for sharing a bar that is narrower than every tab at the widest one's width.
public struct TabBarMetrics: Equatable, Sendable {
    /// The widest tab's minimum width.
    public var tabMinimumWidth: Double
    /// The widest tab's natural width.
    public var tabNaturalWidth: Double
    /// The tallest tab's minimum height.
    public var tabMinimumHeight: Double
    /// The tallest tab's natural height.
    public var tabNaturalHeight: Double
    /// Each tab's least and natural width, in the tabs' order (empty when not measured).
    public var tabWidths: [TabWidth]
    /// The bar's border, padding and margins across (both sides together).
    public var chromeWidth: Double
    /// The bar's border, padding and margins down (both sides together).
    public var chromeHeight: Double

    /// Creates metrics; negative or non-finite sizes count as 0, a natural size is at least the minimum.
    public init(
        tabMinimumWidth: Double, tabNaturalWidth: Double, tabMinimumHeight: Double, tabNaturalHeight: Double,
        chromeWidth: Double = 0, chromeHeight: Double = 0, tabWidths: [TabWidth] = []
    ) {
        func size(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.tabMinimumWidth = size(tabMinimumWidth)
        self.tabNaturalWidth = max(size(tabNaturalWidth), self.tabMinimumWidth)
        self.tabMinimumHeight = size(tabMinimumHeight)
        self.tabNaturalHeight = max(size(tabNaturalHeight), self.tabMinimumHeight)
        self.chromeWidth = size(chromeWidth)
        self.chromeHeight = size(chromeHeight)
        self.tabWidths = tabWidths
    }

    /// Sets each tab's widths, in the tabs' order, and the widest tab's minimum and natural width
    /// from them (0 without tabs).
    public mutating func setTabWidths(_ widths: [TabWidth]) {
        tabWidths = widths
        tabMinimumWidth = widths.map(\.minimum).max() ?? 0
        tabNaturalWidth = max(widths.map(\.natural).max() ?? 0, tabMinimumWidth)
    }
}
