import Gtk
import TabModel

extension TabView {
    /// Shows the pages and the indicator `offset` pages away from `page` (during a swipe).
    func follow(offset: Double, from page: Int) {
        let position = Double(page) + offset
        pagerPosition(jumpTo: position)
        indicatorPosition(jumpTo: position)
    }

    /// Applies a swipe decision: the model changes once (reason `.swipe`), then pages and indicator
    /// settle with the spring from the release velocity.
    func settle(_ decision: SwipeDecision, completion: @escaping @MainActor () -> Void) {
        if decision.changesPage { try? selection.select(index: decision.targetPage, reason: .swipe) }
        animatePages(to: Double(decision.targetPage), velocity: decision.velocity, completion: completion)
    }

    /// Ends any settle animation at `index` at once.
    func settle(at index: Int) {
        pagerPosition(jumpTo: Double(index))
        indicatorPosition(jumpTo: Double(index))
    }
}

extension TabView {
    /// The scroll controller that receives touchpad and wheel scrolling over the pages. Exposed
    /// so benchmarks and integration tests can emit its signals (`scroll-begin`, `scroll`,
    /// `scroll-end`) exactly as GTK would.
    public var swipeScrollController: ScrollController? { swipeInput?.scrollController }

    /// Whether the pages are settling after a swipe.
    public var isSwipeSettling: Bool { swipeInput?.isSettling ?? false }
}
