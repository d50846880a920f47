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
    /// Distance from `to` below which (with a small velocity) the animation counts as done.
    public var epsilon = 0.001

    /// Creates an animation.
    public init(from: Double, to: Double, initialVelocity: Double = 0, spring: Spring = .critical) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.spring = spring
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

    /// Whether the value has come to rest at `to` by `elapsed` seconds.
    public func isFinished(at elapsed: Double) -> Bool {
        abs(value(at: elapsed) - to) < epsilon && abs(velocity(at: elapsed)) < epsilon * 10
    }

    /// A new animation toward `target` that starts where and as fast as this one is at `elapsed`:
    /// how a click during a swipe's settle animation retargets without a jump.
    public func retargeted(to target: Double, at elapsed: Double) -> SpringAnimation {
        SpringAnimation(from: value(at: elapsed), to: target, initialVelocity: velocity(at: elapsed), spring: spring)
    }

}
