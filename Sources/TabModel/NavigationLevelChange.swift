/// How a navigation stack's shown levels follow a change of its tab's path: which levels stay,
/// which go to the forward cache (kept for Forward, as GNOME Files keeps them), which come back
/// from it, and which are released. The view carries the change out; the decision is here.
public struct NavigationLevelChange: Equatable, Sendable {
    /// Where a level added on top comes from.
    public enum Source: Equatable, Sendable {
        /// A new level, its page built when shown.
        case new
        /// The nearest level of the forward cache, with its page as it was left.
        case forwardCache
    }

    /// Popped levels whose pages the forward cache keeps, at most; farther ones keep only their
    /// route and are rebuilt if the user goes forward that far.
    public static let retainedForwardPages = 8

    /// Levels kept from the bottom (the shown routes the new path starts with).
    public let kept: Int
    /// Whether the levels above `kept` go to the forward cache, nearest last (a pop), rather
    /// than being released.
    public let cachesRemoved: Bool
    /// Whether the whole forward cache is released first (a push or a replaced path starts a
    /// new history).
    public let releasesForwardCache: Bool
    /// Where each level above `kept` comes from, bottom first.
    public let added: [Source]

    /// The change from `shown` routes (bottom first) with `forwardCache` (nearest last) to
    /// `path`, made by a change of `kind`.
    public init<TabID, Route>(shown: [Route], forwardCache: [Route], path: [Route], kind: NavigationEvent<TabID, Route>.Kind) {
        var kept = 0
        while kept < min(path.count, shown.count) && shown[kept] == path[kept] { kept += 1 }
        self.kept = kept
        cachesRemoved = kind == .pop
        releasesForwardCache = kind == .push || kind == .replace
        var cache = releasesForwardCache ? [] : forwardCache
        if cachesRemoved { cache += shown[kept...].reversed() }
        added = path[kept...].map { route in
            guard kind == .forward, cache.last == route else { return .new }
            cache.removeLast()
            return .forwardCache
        }
    }

    /// How many of a forward cache of `count` levels, oldest first, lose their pages: all but
    /// the nearest `retainedForwardPages`.
    public static func forwardLevelsReleased(of count: Int) -> Int {
        max(0, count - retainedForwardPages)
    }
}
