/// One tab's least and natural width along the bar, px (its title cut short with "…", and
/// whole).
public struct TabWidth: Equatable, Sendable {
    /// The least width: the title cut short.
    public var minimum: Double
    /// The natural width: the whole title (and badge).
    public var natural: Double

    /// Creates a width; a negative or non-finite width counts as 0, the natural width is at least
    /// the minimum.
    public init(minimum: Double, natural: Double) {
        func size(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.minimum = size(minimum)
        self.natural = max(size(natural), self.minimum)
    }
}
