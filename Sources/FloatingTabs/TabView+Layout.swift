import Gtk
import TabModel

/// The view lays out the pager and the floating bar or rail itself: `TabBarLayout` decides which
/// from the view's size, the tab count and the tabs' natural sizes; a change animates the bar
/// into the rail (or back) with the layout spring while the pages' inset follows, so nothing
/// jumps. The tabs stay the same widgets throughout: selection, keyboard focus, badges and
/// every page's scroll position are untouched.
extension TabView {
    func measureLayout(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let page = pager.measure(horizontal: horizontal, forSize: forSize)
        let tabs = bar.measure(horizontal: horizontal)
        return (max(page.minimum, tabs.minimum), max(page.natural, tabs.natural))
    }

    func layOut(width: Int32, height: Int32) {
        isAllocating = true
        defer { isAllocating = false }
        let metrics = bar.metrics()
        let count = selection.tabs.count
        let viewWidth = Double(width), viewHeight = Double(height)
        let decided = TabBarLayout.decide(options.layout, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        if decided.kind != bar.kind {
            expandBar() // the rail never minimises
            bar.kind = decided.kind
            updateBarEdgeClasses()
            let target: Double = decided.kind == .rail ? 1 : 0
            // The first layout shows the window as it is; later changes (a resize) animate.
            if barLayout == nil { layoutAnimator.jump(to: target) } else { layoutAnimator.animate(to: target) }
        }
        barLayout = decided
        let progress = min(max(layoutAnimator.value, 0), 1)
        let rail = TabBarLayout.layout(.rail, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        let barPlace = barRect(viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        let railPlace = TabRect(x: isRightToLeft ? viewWidth - rail.width : 0, y: ((viewHeight - rail.height) / 2).rounded(.down),
                                width: rail.width, height: rail.height)
        let place: TabRect
        if progress <= 0 || progress >= 1 {
            bar.morph = nil
            place = progress >= 1 ? railPlace : barPlace
        } else {
            bar.morph = TabBar.Morph(progress: progress,
                                     barSize: (barPlace.width - metrics.chromeWidth, barPlace.height - metrics.chromeHeight),
                                     railSize: (railPlace.width - metrics.chromeWidth, railPlace.height - metrics.chromeHeight))
            place = barPlace.interpolated(to: railPlace, progress: progress)
        }
        // The pages give the rail its room; a page never gets less than it needs.
        let pageMinimum = Double(pager.measure(horizontal: true).minimum)
        let inset = max(min((rail.pageInset * progress).rounded(), viewWidth - pageMinimum), 0)
        pager.allocate(x: isRightToLeft ? 0 : Int32(inset), y: 0, width: width - Int32(inset), height: height)
        bar.allocate(x: Int32(place.x.rounded()), y: Int32(place.y.rounded()), width: Int32(place.width.rounded()), height: Int32(place.height.rounded()))
    }

    /// The bar's place: its natural size (the compact pill's when minimised) at most the view's,
    /// centred, at the bottom or top edge. Margins are part of the rectangle.
    private func barRect(viewWidth: Double, viewHeight: Double, metrics: TabBarMetrics) -> TabRect {
        let size: (width: Double, height: Double)
        if bar.kind == .bar {
            let natural = (bar.measure(horizontal: true), bar.measure(horizontal: false))
            size = (max(min(Double(natural.0.natural), viewWidth), Double(natural.0.minimum)),
                    max(min(Double(natural.1.natural), viewHeight), Double(natural.1.minimum)))
        } else {
            let layout = TabBarLayout.layout(.bar, count: selection.tabs.count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
            size = (layout.width, layout.height)
        }
        let y = options.position == .bottom ? viewHeight - size.height : 0
        return TabRect(x: ((viewWidth - size.width) / 2).rounded(.down), y: y, width: size.width, height: size.height)
    }

    /// The bar's style classes for the edge it floats at (its concealed transform slides it off
    /// that edge).
    func updateBarEdgeClasses() {
        let bottom = options.position == .bottom, rail = bar.kind == .rail
        bar.setStyleClass("top", !rail && !bottom)
        bar.setStyleClass("bottom", !rail && bottom)
    }
}
