/// One tab's least and natural width along the bar, px (its title cut short with "…", and
/// whole), and the part of the natural width only a selected tab needs (its title in bold).
public struct TabWidth: Equatable, Sendable {
    /// The least width: the title cut short.
    public var minimum: Double
    /// The natural width: the whole title (and badge), in bold.
    public var natural: Double
    /// What the title's bold weight adds to the natural width: a tab that is not selected shows
    /// its title in the regular weight, so it can give this up without cutting its title.
    public var boldRoom: Double

    /// Creates a width; a negative or non-finite width counts as 0, the natural width is at least
    /// the minimum, and the bold room is at most what lies between the two.
    public init(minimum: Double, natural: Double, boldRoom: Double = 0) {
        func size(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        self.minimum = size(minimum)
        self.natural = max(size(natural), self.minimum)
        self.boldRoom = min(size(boldRoom), self.natural - self.minimum)
    }
}
