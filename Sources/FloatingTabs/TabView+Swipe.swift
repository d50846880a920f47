import Gtk
import TabModel

extension TabView {
    /// Connects the swipe input to the view: a swipe expands the bar, scrolled content may
    /// minimise it, a wheel notch selects a neighbour, a swipe toward back pulls the current
    /// tab's navigation stack. The handlers reach the view weakly (it owns the input).
    func connectSwipeInput() {
        swipeInput.backTarget = { [weak self] in
            guard let self, let tab = self.selection.selectedTab else { return nil }
            return self.backSwipeTarget?(tab)
        }
        swipeInput.onTracking = { [weak self] in self?.barController.expand() }
        swipeInput.onContentScrolled = { [weak self] distance in self?.barController.contentScrolled(by: distance) }
        swipeInput.onWheelStep = { [weak self] forward in
            guard let self else { return }
            if forward { self.selection.selectNext(reason: .wheel, wrap: false) } else { self.selection.selectPrevious(reason: .wheel, wrap: false) }
        }
    }

    /// The scroll controller that receives touchpad and wheel scrolling over the pages. Exposed
    /// so benchmarks and integration tests can emit its signals (`scroll-begin`, `scroll`,
    /// `scroll-end`) exactly as GTK would.
    public var swipeScrollController: ScrollController { swipeInput.scrollController }

    /// Whether the pages are settling after a swipe.
    public var isSwipeSettling: Bool { swipeInput.isSettling }
}
