/// What a discrete mouse-wheel notch over the pages does: horizontal notches move one tab
/// (debounced, mirrored right-to-left, stopping at the ends), vertical ones scroll the content.
/// The widget feeds it notches and carries out the answer.
public struct WheelNotches: Sendable {
    /// What a notch does.
    public enum Decision: Equatable, Sendable {
        /// Scroll the shown page's content by this many pixels (positive: down).
        case scrollContent(by: Double)
        /// Select the next tab (`forward`) or the previous one, without wrapping.
        case selectNeighbour(forward: Bool)
        /// Swallow it: a notch too close to the previous tab change.
        case ignore
    }

    private let configuration: SwipeConfiguration
    private var lastTabChange = -Double.infinity

    /// Uses `configuration`'s debounce and notch distance.
    public init(configuration: SwipeConfiguration = SwipeConfiguration()) {
        self.configuration = configuration
    }

    /// The decision for a notch of (`dx`, `dy`) notches at `time` (ms, monotonic). `inWheelUnits`
    /// says the deltas count notches (a mouse wheel) rather than pixels.
    public mutating func notch(dx: Double, dy: Double, time: Double, inWheelUnits: Bool, rightToLeft: Bool) -> Decision {
        guard dx != 0, abs(dx) > abs(dy) else {
            return .scrollContent(by: inWheelUnits ? dy * configuration.wheelNotchDistance : dy)
        }
        guard time - lastTabChange >= configuration.wheelDebounce else { return .ignore }
        lastTabChange = time
        return .selectNeighbour(forward: (dx > 0) != rightToLeft)
    }
}
