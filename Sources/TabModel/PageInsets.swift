/// How far the pages keep clear of the floating bar, px.
///
/// At the bottom edge the bar floats over the pages: they fill the view, and a scrollable page
/// scrolls `bottom` further than its content so its last row can be brought out from under the
/// bar. At the top edge the bar would cover what pages show first (a navigation header with its
/// Back button), so the pages start `top` below the view's top edge instead. The rail covers
/// neither edge (the pages are inset beside it, `TabBarLayout.pageInset`).
public struct PageInsets: Equatable, Sendable {
    /// Where the pages start, below the view's top edge.
    public var top: Double
    /// The room a scrollable page leaves after its content for the bar over its bottom edge.
    public var bottom: Double

    /// Creates insets; negative or non-finite ones count as 0.
    public init(top: Double = 0, bottom: Double = 0) {
        func size(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.top = size(top)
        self.bottom = size(bottom)
    }

    /// The insets for the bar's shape `kind`, floating at the top edge (`atTop`) or the bottom,
    /// `clearance` px from its far side to the view's edge (its height and its margin on both
    /// sides).
    public static func clearing(_ kind: TabBarLayout.Kind, atTop: Bool, clearance: Double) -> PageInsets {
        switch kind {
        case .rail: PageInsets()
        case .bar: atTop ? PageInsets(top: clearance) : PageInsets(bottom: clearance)
        }
    }
}
