/// The tracker's verdict when fingers lift: where the pages settle and how fast they start.
public struct SwipeDecision: Equatable, Sendable {
    /// The page the swipe started on.
    public let startPage: Int
    /// The page to settle on (equal to `startPage` when the swipe is abandoned).
    public let targetPage: Int
    /// The displayed offset at release, in pages from `startPage` (positive toward the next page).
    public let progress: Double
    /// Release velocity in pages per second (positive toward the next page), for the spring.
    public let velocity: Double

    /// Whether the selection changes.
    public var changesPage: Bool { targetPage != startPage }

    /// The settle animation runs in page offsets from `progress` to this value.
    public var targetOffset: Double { Double(targetPage - startPage) }
}
