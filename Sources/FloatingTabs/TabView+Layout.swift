import Gtk
import TabModel

/// The view lays out the pager and the floating bar or rail itself: `TabBarLayout` decides which
/// from the view's size, the tab count and the tabs' natural sizes; a change animates the bar
/// into the rail (or back), or into the compact pill while the page scrolls, with the layout
/// spring (`TabBarShapeTransition`); the pages take their new inset once, when the change starts (beside the rail; below a bar at the top edge, `pageInsets`). The tabs stay the same widgets throughout: selection, keyboard focus, badges and
/// every page's scroll position are untouched.
extension TabView {
    func measureLayout(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let page = pager.measure(horizontal: horizontal, forSize: forSize)
        var tabs = bar.measure(horizontal: horizontal)
        if horizontal && bar.kind == .bar {
            let room = Int32(searchButtonRoom(barHeight: Double(bar.measure(horizontal: false).natural)).rounded(.up))
            tabs = (tabs.minimum + room, tabs.natural + room)
        }
        return (max(page.minimum, tabs.minimum), max(page.natural, tabs.natural))
    }

    /// The width the search tab's round button takes beside a floating bar `barHeight` tall;
    /// 0 without a search tab.
    private func searchButtonRoom(barHeight: Double) -> Double {
        search.shownSearchID == nil ? 0 : SearchTabPlacement.room(besideBarOfHeight: barHeight, margin: Double(options.margin))
    }

    func layOut(width: Int32, height: Int32) {
        shapeMorph.duringLayout { layOutChildren(width: width, height: height) }
    }

    private func layOutChildren(width: Int32, height: Int32) {
        let metrics = bar.metrics()
        let count = bar.buttons.count // the search tab's button is not the bar's
        let viewWidth = Double(width)
        let viewHeight = Double(height)
        let decided = TabBarLayout.decide(options.layout, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        barController.setKind(decided.kind)
        let transition = shapeMorph.layingOut(toward: TabBarShape(kind: bar.kind, compactIndex: bar.compactIndex))
        barLayout = decided
        let rail = TabBarLayout.layout(.rail, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        let fullBar = TabBarLayout.layout(.bar, count: count, viewWidth: viewWidth, viewHeight: viewHeight, metrics: metrics)
        func place(_ shape: TabBarShape) -> TabRect {
            let size: (width: Double, height: Double)
            switch shape {
            case .rail:
                return TabRect(
                    x: isRightToLeft ? viewWidth - rail.width : 0, y: ((viewHeight - rail.height) / 2).rounded(.down),
                    width: rail.width, height: rail.height)
            case .bar:
                var layout = fullBar
                let room = searchButtonRoom(barHeight: layout.height)
                if room > 0 {
                    layout = TabBarLayout.layout(.bar, count: count, viewWidth: viewWidth - room, viewHeight: viewHeight, metrics: metrics)
                }
                size = (layout.width, layout.height)
            case .compact:
                if bar.compactIndex != nil {
                    let natural = (bar.measure(horizontal: true).natural, bar.measure(horizontal: false).natural)
                    shapeMorph.compactSize = (Double(natural.0), Double(natural.1))
                }
                size = shapeMorph.compactSize ?? (metrics.tabNaturalHeight + metrics.chromeWidth, metrics.tabNaturalHeight + metrics.chromeHeight)
            }
            let y = options.position == .bottom ? viewHeight - size.height : 0
            return TabRect(x: ((viewWidth - size.width) / 2).rounded(.down), y: y, width: size.width, height: size.height)
        }
        let start = place(transition.from)
        let end = place(transition.to)
        let shown: TabRect
        if transition.isSettled {
            bar.morph = nil
            shown = place(transition.shown)
        } else {
            bar.morph = TabBar.Morph(
                progress: transition.progress,
                from: transition.from, fromSize: (start.width - metrics.chromeWidth, start.height - metrics.chromeHeight),
                to: transition.to, toSize: (end.width - metrics.chromeWidth, end.height - metrics.chromeHeight))
            shown = start.interpolated(to: end, progress: transition.progress)
        }
        // The pages give the rail its room at once, when the change starts: they are laid out
        // again once (as after a window resize), not on every frame of the animation, while the
        // tabs move over the strip the pages have left or will cover.
        let railShare: Double = transition.to == .rail || (transition.isSettled && transition.shown == .rail) ? 1 : 0
        let pageMinimum = Double(pager.measure(horizontal: true).minimum)
        let inset = max(min((rail.pageInset * railShare).rounded(), viewWidth - pageMinimum), 0)
        // The pages keep clear of the bar at the edge it goes to, from when the change starts, by
        // the bar's outer height: the pill and its margin on both sides.
        let insets = PageInsets.clearing(
            railShare == 1 ? .rail : .bar, atTop: options.position == .top, clearance: fullBar.height)
        let top = min(insets.top, max(viewHeight - Double(pager.measure(horizontal: false).minimum), 0)).rounded()
        updatePageInsets(insets)
        let pages = TabRect(x: isRightToLeft ? 0 : inset, y: top, width: viewWidth - inset, height: viewHeight - top)
        let searchIndex = search.shownSearchID.flatMap(selection.index(of:))
        let barPlace = search.layOut(
            bar: shown, of: bar, margin: Double(options.margin), view: (viewWidth, viewHeight), page: pages,
            rightToLeft: isRightToLeft, pageSettled: searchIndex.map { pager.position == Double($0) } ?? false)
        barController.isCoveredBySearch = search.progress > 0
        // After the search field's place is known: the search page lays it out.
        pager.allocate(x: isRightToLeft ? 0 : Int32(inset), y: Int32(top), width: width - Int32(inset), height: height - Int32(top))
        bar.allocate(
            x: Int32(barPlace.x.rounded()), y: Int32(barPlace.y.rounded()), width: Int32(barPlace.width.rounded()),
            height: Int32(barPlace.height.rounded()))
    }
}
