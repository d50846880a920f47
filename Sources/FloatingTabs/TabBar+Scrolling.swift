import Gtk

/// When the tabs overflow the bar (or the rail), the strip scrolls: with the indicator, and by
/// hand with the wheel or the touchpad over the bar (then it stays where the user put it until
/// the indicator moves again).
extension TabBar {
    /// The bar's scroll controller (tests emit its signals).
    var scrollController: ScrollController { wheel }

    /// Wheel or touchpad scrolling over the bar moves the strip when the tabs overflow.
    func scrolledByHand(dx: Double, dy: Double) -> Bool {
        guard strip.scrolls, morph == nil else { return false }
        let horizontal = abs(dx) > abs(dy)
        let delta = horizontal && kind == .bar ? (isRightToLeft ? -dx : dx) : (horizontal ? 0 : dy)
        let step = wheel.currentUnitIsWheel == false ? 1 : strip.tabWidth
        followsIndicator = false
        scroll(to: strip.clamp(scrollOffset + delta * step))
        return true
    }

    /// Scrolls the strip to show the indicator, and keeps it in view as the indicator moves.
    func followIndicator() {
        followsIndicator = true
        scroll(to: strip.offset(revealing: indicatorPosition, from: scrollOffset))
    }

    /// Scrolls the strip back to the selected tab if the user scrolled it out of view.
    func revealIndicator() {
        if !followsIndicator { followIndicator() }
    }
}
