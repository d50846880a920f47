import Gtk
import TabModel

/// The bar's change of shape — into the rail or back, into the compact pill or back — as the
/// layout spring moves it: `TabBarShapeTransition` says between which shapes and how far, this
/// object drives it and remembers the compact pill's size to shrink from and grow back to.
@MainActor
final class BarShapeMorph {
    private let animator: SpringAnimator
    private var transition = TabBarShapeTransition(at: .bar)
    private var hasLaidOut = false
    /// True while the view lays out (the spring's value is read then, not queued again).
    private var isLayingOut = false
    /// The compact pill's size when it was last laid out.
    var compactSize: (width: Double, height: Double)?

    /// Animates on `widget`'s frame clock; each step of the spring calls `relayout` (outside a
    /// layout). The view owns this object; `relayout` must reach the view weakly.
    init(widget: Widget, relayout: @escaping @MainActor () -> Void) {
        let owner = WeakReference<BarShapeMorph>()
        animator = SpringAnimator(widget: widget, value: 0) { _ in
            guard let morph = owner.object, !morph.isLayingOut else { return }
            relayout()
        }
        owner.object = self
    }

    /// Whether the bar is changing shape.
    var isAnimating: Bool { animator.isRunning }

    /// The transition to lay out now, with the bar heading for `target`: the first layout shows
    /// the window as it is, later changes animate (a change mid-way retargets without a jump).
    func layingOut(toward target: TabBarShape) -> TabBarShapeTransition {
        if !hasLaidOut {
            hasLaidOut = true
            transition = TabBarShapeTransition(at: target)
            animator.jump(to: 1)
        } else if transition.retarget(to: target) {
            animator.jump(to: transition.progress)
            animator.animate(to: 1)
        }
        transition.progress = min(max(animator.value, 0), 1)
        return transition
    }

    /// Runs a layout, during which the spring's steps queue nothing.
    func duringLayout(_ body: () -> Void) {
        isLayingOut = true
        defer { isLayingOut = false }
        body()
    }
}
