#if canImport(Glibc)
    import Glibc
#endif

/// A critically damped spring moving a value from `from` to `to`, starting with `initialVelocity`
/// (units per second). Evaluated in closed form at any elapsed time, so stepping by real frame
/// times never drifts or overshoots, whatever the frame rate.
public struct SpringAnimation: Sendable, Equatable {
    /// Start value.
    public let from: Double
    /// Resting value.
    public let to: Double
    /// Velocity at t = 0, units per second.
    public let initialVelocity: Double
    /// The spring.
    public let spring: Spring
    /// The smallest change of the value that shows, in its units (half a device pixel of what it
    /// moves): the animation is done once the rest of its motion is about that small.
    public let resolution: Double

    /// Creates an animation whose value shows changes of `resolution` (a thousandth of a unit
    /// unless the caller knows what a pixel is worth).
    public init(from: Double, to: Double, initialVelocity: Double = 0, spring: Spring = .critical, resolution: Double = 0.001) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.spring = spring
        self.resolution = resolution
    }

    /// Value after `elapsed` seconds.
    public func value(at elapsed: Double) -> Double {
        let t = max(0, elapsed)
        let omega = spring.angularFrequency
        let a = from - to
        let b = initialVelocity + omega * a
        return to + (a + b * t) * exp(-omega * t)
    }

    /// Velocity (units/s) after `elapsed` seconds.
    public func velocity(at elapsed: Double) -> Double {
        let t = max(0, elapsed)
        let omega = spring.angularFrequency
        let a = from - to
        let b = initialVelocity + omega * a
        return (b - omega * (a + b * t)) * exp(-omega * t)
    }

    /// Whether the value has come to rest at `to` by `elapsed` seconds, as far as anyone can see:
    /// it is within `resolution` of `to` and slower than `resolution` × ω₀ per second. From there
    /// a critically damped spring never strays more than 1.21 × `resolution` from `to`
    /// ((1 + 2s)·e⁻ˢ ≤ 1.21), so ending it there (jumping to `to`) moves nothing visibly, and the
    /// frames it would still have asked for (each a layout and a paint of nothing new) are saved.
    public func isFinished(at elapsed: Double) -> Bool {
        abs(value(at: elapsed) - to) < resolution && abs(velocity(at: elapsed)) < resolution * spring.angularFrequency
    }

    /// A new animation toward `target` that starts where and as fast as this one is at `elapsed`:
    /// how a click during a swipe's settle animation retargets without a jump.
    public func retargeted(to target: Double, at elapsed: Double) -> SpringAnimation {
        SpringAnimation(from: value(at: elapsed), to: target, initialVelocity: velocity(at: elapsed), spring: spring, resolution: resolution)
    }

}
