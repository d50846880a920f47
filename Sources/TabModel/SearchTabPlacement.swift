/// Where the search tab's button and field go around the bar, in the view's coordinates.
///
/// Rectangles are allocations: each includes the pill's `margin` on every side, as the bar's
/// does. Beside a floating bar (or the compact pill) the round button sits `gap` px after the
/// bar's trailing end (its left end right-to-left) and the two are centred together; the field
/// covers both, at least `fieldWidth` wide where the view has room. Under the rail the button
/// ends the column (the rail moves up to keep the two centred) and the field floats at the
/// bottom of the page beside the rail.
public struct SearchTabPlacement: Equatable, Sendable {
    /// The bar (or rail), moved to make room for the button.
    public var bar: TabRect
    /// The round button.
    public var button: TabRect
    /// The open field.
    public var field: TabRect

    /// Space between the bar and the button, px.
    public static let gap = 8.0
    /// The width the field takes when the view has room (as libadwaita's clamp for entries).
    public static let fieldWidth = 480.0

    /// The width the round button takes beside a floating bar whose allocation is `barHeight`
    /// tall (margins included): the gap and the button's visible pill. A view gives the bar its
    /// width less this, so that in a narrow window the tabs shrink (or scroll) rather than push
    /// the pair past the view's edges.
    public static func room(besideBarOfHeight barHeight: Double, margin: Double) -> Double { gap + barHeight - 2 * margin }

    /// The places for a bar at `bar` shaped `kind`, a button `buttonSize` px square (allocation,
    /// margins included), in a view `viewWidth` × `viewHeight` whose pages lie in `page`.
    public static func place(
        bar: TabRect, kind: TabBarLayout.Kind, buttonSize: Double, margin: Double, view: (width: Double, height: Double), page: TabRect,
        rightToLeft: Bool
    ) -> SearchTabPlacement {
        let visibleButton = buttonSize - 2 * margin
        let room = room(besideBarOfHeight: buttonSize, margin: margin)
        switch kind {
        case .rail:
            var rail = bar
            rail.y = max(bar.y - (room / 2).rounded(.down), 0)
            let button = TabRect(
                x: rail.x + ((rail.width - buttonSize) / 2).rounded(.down), y: rail.y + rail.height - margin + gap - margin, width: buttonSize,
                height: buttonSize)
            let width = min(page.width, fieldWidth + 2 * margin)
            let field = TabRect(
                x: page.x + ((page.width - width) / 2).rounded(.down), y: view.height - buttonSize, width: width, height: buttonSize)
            return SearchTabPlacement(bar: rail, button: button, field: field)
        case .bar:
            var moved = bar
            moved.x += rightToLeft ? (room / 2).rounded(.down) : -(room / 2).rounded(.down)
            let buttonX = rightToLeft ? moved.x - gap - visibleButton : moved.x + moved.width - margin + gap - margin
            let button = TabRect(x: buttonX, y: moved.y + ((moved.height - buttonSize) / 2).rounded(), width: buttonSize, height: buttonSize)
            let start = min(moved.x, button.x)
            let end = max(moved.x + moved.width, button.x + button.width)
            let width = min(max(end - start, fieldWidth + 2 * margin), view.width)
            let field = TabRect(x: ((view.width - width) / 2).rounded(.down), y: moved.y, width: width, height: moved.height)
            return SearchTabPlacement(bar: moved, button: button, field: field)
        }
    }
}
