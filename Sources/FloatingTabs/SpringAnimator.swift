import Gtk
import TabModel

/// Drives a value with a `SpringAnimation` on a widget's frame clock.
///
/// The value is evaluated in closed form at each frame's time, so uneven frames never drift.
/// `animate` while running retargets from the current value and velocity (no jump). When the
/// desktop disables animations, or the widget is not mapped yet (first frame), the value jumps.
@MainActor
final class SpringAnimator {
    /// The widget whose frame clock drives the animation. Held strongly: the animator belongs to
    /// the view that owns this widget, and the tick callback captures the animator weakly.
    private let widget: Widget
    private let apply: @MainActor (Double) -> Void
    /// How many logical pixels one unit of the value moves what it animates (nil: unknown).
    private let pixelsPerUnit: (@MainActor () -> Double)?
    private var animation: SpringAnimation?
    private var startTime: Int64 = 0
    private var lastElapsed = 0.0
    private var tickID: UInt32 = 0
    private var onFinish: (@MainActor () -> Void)?
    /// The current value.
    private(set) var value: Double

    /// `apply` receives every new value. `pixelsPerUnit` says how far one unit of the value moves
    /// what it animates, in logical pixels, when the animation starts: the animation ends once
    /// what is left of it is under half a device pixel. Without it, at a thousandth of a unit.
    init(widget: Widget, value: Double, pixelsPerUnit: (@MainActor () -> Double)? = nil, apply: @escaping @MainActor (Double) -> Void) {
        self.widget = widget
        self.value = value
        self.pixelsPerUnit = pixelsPerUnit
        self.apply = apply
    }

    /// Half a device pixel in the value's units (see `SpringAnimation.resolution`).
    private var resolution: Double {
        guard let pixels = pixelsPerUnit?(), pixels > 0 else { return 0.001 }
        return 0.5 / (pixels * Double(max(widget.scaleFactor, 1)))
    }

    /// Whether an animation is running.
    var isRunning: Bool { animation != nil }

    /// Current velocity (units/s).
    var velocity: Double { animation?.velocity(at: lastElapsed) ?? 0 }

    /// Animates to `target` starting with `velocity` (units/s); retargets a running animation.
    func animate(to target: Double, velocity initialVelocity: Double? = nil, onFinish: (@MainActor () -> Void)? = nil) {
        guard widget.animationsEnabled, widget.isMapped else {
            jump(to: target)
            onFinish?()
            return
        }
        let startVelocity = initialVelocity ?? velocity
        animation = SpringAnimation(from: value, to: target, initialVelocity: startVelocity, resolution: resolution)
        self.onFinish = onFinish
        startTime = 0
        lastElapsed = 0
        if tickID == 0 {
            tickID = widget.addTickCallback { [weak self] time in self?.tick(time) ?? false }
        }
    }

    /// Sets the value at once, stopping any animation.
    func jump(to target: Double) {
        stop()
        value = target
        apply(target)
    }

    /// Stops where it is.
    func stop() {
        animation = nil
        onFinish = nil
        if tickID != 0 {
            widget.removeTickCallback(tickID)
            tickID = 0
        }
    }

    private func tick(_ frameTime: Int64) -> Bool {
        guard let animation else {
            tickID = 0
            return false
        }
        if startTime == 0 { startTime = frameTime }
        lastElapsed = Double(frameTime - startTime) / 1_000_000
        if animation.isFinished(at: lastElapsed) {
            let finish = onFinish
            self.animation = nil
            self.onFinish = nil
            tickID = 0
            value = animation.to
            apply(value)
            finish?()
            // What moved under a still pointer gets its hover now, not with the next key.
            widget.frameClock?.requestEventFlush()
            return false
        }
        value = animation.value(at: lastElapsed)
        apply(value)
        return true
    }
}
