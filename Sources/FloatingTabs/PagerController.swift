import Gtk
import TabModel

/// The tab pages' side of the view: moves the pager and the bar's indicator to the selected tab
/// (as `PageTransition` decides), keeps hidden tabs' pages parked with their state, and is what a
/// swipe between tabs moves (`Swipeable`).
@MainActor
final class PagerController<Tab: TabItem>: Swipeable {
    private let selection: TabSelection<Tab>
    /// The retained pages, side by side.
    let pager: Pager
    private let pagerAnimator: SpringAnimator
    private let indicatorAnimator: SpringAnimator
    /// The ids of the pager's pages, in its order (the tabs shown at the last change).
    private var shownIDs: [Tab.ID]
    /// Pages of hidden tabs, kept hidden in the pager with their state.
    private var parkedPages: [Tab.ID: RetainedPage] = [:]

    /// Moves `pager`, and `bar`'s indicator with it, for `selection`. The view owns this object
    /// and both widgets; the animators animate those widgets, which do not own them: no cycle.
    init(selection: TabSelection<Tab>, pager: Pager, bar: TabBar) {
        self.selection = selection
        self.pager = pager
        shownIDs = selection.tabs.map(\.id)
        // One unit is a page (its width) for the pages, a tab for the indicator.
        pagerAnimator = SpringAnimator(
            widget: pager, value: 0, pixelsPerUnit: { [pager] in Double(pager.allocatedSize.width) }, apply: { [pager] in pager.position = $0 })
        indicatorAnimator = SpringAnimator(
            widget: bar, value: 0, pixelsPerUnit: { [bar] in bar.indicatorPixelsPerUnit }, apply: { [bar] in bar.indicatorPosition = $0 })
        jumpToSelection()
    }

    /// Whether the pages are animating (a settle or a selection change).
    var isAnimating: Bool { pagerAnimator.isRunning }

    /// Puts pages and indicator at the selected tab at once.
    func jumpToSelection() { jump(to: Double(selection.selectedIndex ?? 0)) }

    private func jump(to position: Double) {
        pager.heading = nil
        pagerAnimator.jump(to: position)
        indicatorAnimator.jump(to: position)
    }

    /// Moves pages and indicator to tab `index` as `transition` says.
    func apply(_ transition: PageTransition, toward index: Int) {
        for (motion, animator) in [(transition.pager, pagerAnimator), (transition.indicator, indicatorAnimator)] {
            switch motion {
            case .none: break
            case .animate: animator.animate(to: Double(index))
            case .jump: animator.jump(to: Double(index))
            }
        }
        if transition.pager != .none { pager.heading = transition.pager == .animate ? index : nil }
    }

    /// The tabs changed (`mapping`: each shown tab's old index, nil for a tab new to the pager):
    /// pages follow their tabs, a hidden tab's page is parked until it is shown again, a removed
    /// tab's page is released.
    func tabsChanged(mapping: [Int?]) {
        let slots: [Pager.Slot] = zip(mapping, selection.tabs).map { old, tab in
            if let old { return .kept(old) }
            return parkedPages.removeValue(forKey: tab.id).map(Pager.Slot.adopted) ?? .empty
        }
        for (old, host) in pager.remap(slots) {
            let id = shownIDs[old]
            if selection.isHidden(id) { parkedPages[id] = host } else { pager.release(host) }
        }
        let known = Set(selection.arrangedTabs.map(\.id))
        for (id, host) in parkedPages where !known.contains(id) { // removed while hidden
            pager.release(host)
            parkedPages[id] = nil
        }
        shownIDs = selection.tabs.map(\.id)
        jumpToSelection()
    }

    // MARK: Swipeable

    var swipeDistance: Double { Double(pager.allocatedSize.width) }
    /// Whether a swipe past the last tab reaches the search tab (`TabViewOptions`).
    var swipeReachesSearch = false
    var snapPoints: [Double] {
        let last = selection.tabs.last.map { selection.isSearchTab($0.id) && !swipeReachesSearch } == true ? selection.tabs.count - 1 : selection.tabs.count
        // Swiping from the search tab itself still reaches the tab before it.
        return (0..<max(last, 1)).map(Double.init) + (selection.selectedID == selection.searchTabID && last < selection.tabs.count ? [Double(last)] : [])
    }
    var progress: Double { pager.position }
    var cancelProgress: Double { Double(selection.selectedIndex ?? 0) }

    func beginSwipe() { jump(to: cancelProgress) }

    func updateSwipe(progress: Double) { jump(to: progress) }

    /// Selects the tab at `target` (reason `.swipe`: the model changes once), then pages and
    /// indicator settle there with the spring from the release velocity.
    func endSwipe(at target: Double, velocity: Double, completion: @escaping @MainActor () -> Void) {
        let index = Int(target.rounded())
        if index != selection.selectedIndex { try? selection.select(index: index, reason: .swipe) }
        pager.heading = index
        pagerAnimator.animate(to: target, velocity: velocity, onFinish: completion)
        indicatorAnimator.animate(to: target, velocity: velocity)
    }
}
