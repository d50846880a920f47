/// A change to one tab's navigation path.
public struct NavigationEvent<TabID: Hashable, Route: Hashable>: Equatable {
    /// How the path changed; views animate push and pop differently.
    public enum Kind: Equatable, Sendable {
        /// One route was added on top.
        case push
        /// One or more routes were removed from the top (they are now the forward history).
        case pop
        /// The route the last pop left was pushed again from the forward history.
        case forward
        /// The path was replaced wholesale (restore, trimming, programmatic).
        case replace
    }

    /// The tab whose path changed.
    public let tab: TabID
    /// What kind of change.
    public let kind: Kind
    /// The path before the change.
    public let old: [Route]
    /// The path after the change.
    public let new: [Route]
}
