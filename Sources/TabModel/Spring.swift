/// A damped spring's physical constants. `critical` is libadwaita's settle spring.
public struct Spring: Sendable, Equatable {
    /// Mass.
    public var mass: Double
    /// Stiffness.
    public var stiffness: Double

    /// Critically damped spring (damping ratio 1) with `mass` and `stiffness`.
    public init(mass: Double = 0.5, stiffness: Double = 500) {
        self.mass = mass
        self.stiffness = stiffness
    }

    /// libadwaita's settle spring: damping ratio 1, mass 0.5, stiffness 500.
    public static let critical = Spring()

    /// Natural angular frequency ω₀ = √(k/m), rad/s.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
}
