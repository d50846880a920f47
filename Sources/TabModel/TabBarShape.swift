/// What the tabs look like at rest: a bar, a rail, or the bar minimised to the compact pill that
/// shows one tab (`BarMinimizer`).
public enum TabBarShape: Equatable, Sendable {
    /// Tabs side by side in the floating pill.
    case bar
    /// Tabs stacked in a column at the window's side.
    case rail
    /// The compact pill showing only the tab at this index.
    case compact(Int)

    /// The shape for a layout `kind`, minimised to tab `compactIndex` when given (a rail never
    /// minimises).
    public init(kind: TabBarLayout.Kind, compactIndex: Int?) {
        switch (kind, compactIndex) {
        case (.rail, _): self = .rail
        case (.bar, let index?): self = .compact(index)
        case (.bar, nil): self = .bar
        }
    }
}

/// The animation between two shapes: the tabs and the pill move `progress` (0…1) of the way from
/// `from` to `to`. A new target while it runs starts from where the user sees it: back toward
/// `from` it reverses (the way left is what was done, so nothing jumps); toward a third shape it
/// starts from the shape nearest to what is shown.
public struct TabBarShapeTransition: Equatable, Sendable {
    /// The shape the transition leaves.
    public private(set) var from: TabBarShape
    /// The shape it goes to.
    public private(set) var to: TabBarShape
    /// How far from `from` to `to` (0…1).
    public var progress: Double

    /// At rest in `shape`.
    public init(at shape: TabBarShape) {
        from = shape
        to = shape
        progress = 1
    }

    /// Whether it is at rest.
    public var isSettled: Bool { from == to || progress >= 1 || progress <= 0 }

    /// The shape shown when settled (`to`, or `from` when it went back all the way).
    public var shown: TabBarShape { progress <= 0 ? from : to }

    /// Heads for `target`; returns false when it was heading there already.
    public mutating func retarget(to target: TabBarShape) -> Bool {
        guard target != to else { return false }
        if target == from, !isSettled {
            (from, to, progress) = (to, from, 1 - progress)
        } else {
            (from, to, progress) = (progress >= 0.5 ? to : from, target, 0)
        }
        return true
    }
}
