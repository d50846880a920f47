/// The tracker's verdict when fingers lift: where the pages settle and how fast they start.
public struct SwipeDecision: Equatable, Sendable {
    /// What the swipe did: switch tabs, or pop the current tab's top page.
    public let action: SwipeAction
    /// The tab the swipe started on.
    public let startPage: Int
    /// The tab to settle on (equal to `startPage` when the swipe is abandoned, and for pops).
    public let targetPage: Int
    /// The displayed offset at release, in pages from `startPage` (positive toward the next page;
    /// a pop runs from 0 toward -1).
    public let progress: Double
    /// Release velocity in pages per second (positive toward the next page), for the spring.
    public let velocity: Double
    /// For a pop: whether the top page goes (past half way or flung); otherwise it springs back.
    public let pops: Bool

    /// A verdict (tests and the tracker).
    public init(action: SwipeAction = .switchTab, startPage: Int, targetPage: Int, progress: Double, velocity: Double, pops: Bool = false) {
        self.action = action
        self.startPage = startPage
        self.targetPage = targetPage
        self.progress = progress
        self.velocity = velocity
        self.pops = pops
    }

    /// Whether the selection changes.
    public var changesPage: Bool { targetPage != startPage }

    /// The settle animation runs in page offsets from `progress` to this value.
    public var targetOffset: Double { action == .pop ? (pops ? -1 : 0) : Double(targetPage - startPage) }
}
