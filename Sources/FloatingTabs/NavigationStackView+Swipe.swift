import Gtk
import TabModel

/// A back swipe pulls the top level toward the back edge with the fingers, uncovering the level
/// below: the stack's positions run from that level (`depth - 1`) to the top (`depth`).
extension NavigationStackView: Swipeable {
    public var swipeDistance: Double { Double(levelsView.allocatedSize.width) }

    public var snapPoints: [Double] { depth > 0 ? [Double(depth - 1), Double(depth)] : [Double(depth)] }

    public var progress: Double { Double(depth) - (swipeUnder == nil ? 0 : animator.value) }

    public var cancelProgress: Double { Double(depth) }

    /// Ends a running push or pop at once and puts the level below under the top one.
    public func beginSwipe() {
        guard let below = levelBelowTop else { return }
        finishTransition()
        swipeUnder = below
        levelsView.show(top: topHost, below: below, fraction: 0)
    }

    public func updateSwipe(progress: Double) {
        if swipeUnder == nil { beginSwipe() }
        guard let below = swipeUnder else { return }
        animator.jump(to: min(max(cancelProgress - progress, 0), 1))
        levelsView.show(top: topHost, below: below, fraction: animator.value)
    }

    /// Pops (a target below the top) or springs back, from the release velocity; the pop goes
    /// through the store once the level has slid off, without a second slide.
    public func endSwipe(at target: Double, velocity: Double, completion: @escaping @MainActor () -> Void) {
        guard let under = swipeUnder else {
            completion()
            return
        }
        let pops = target < cancelProgress
        transition = (topHost, under, pops)
        swipeUnder = nil
        animator.animate(to: pops ? 1 : 0, velocity: -velocity) { [weak self] in
            defer { completion() }
            guard let self else { return }
            guard pops else {
                self.finishTransition()
                return
            }
            self.transition = nil
            self.swipeFinishedPop = true
            self.store.pop(self.tab)
        }
    }

    /// The level a back swipe uncovers (nil at the root).
    private var levelBelowTop: RetainedPage? {
        levels.count >= 2 ? host(of: levels[levels.count - 2]) : (levels.isEmpty ? nil : root)
    }
}
