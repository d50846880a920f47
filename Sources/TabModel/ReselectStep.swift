/// What activating the already-selected tab does: a ladder, one step per activation.
public enum ReselectStep: Equatable, Sendable {
    /// The tab is navigated in: go back to its root (with the pop animation).
    case popToRoot
    /// The tab is at its root: scroll its content to the top (animated).
    case scrollToTop

    /// The step for a tab navigated `depth` levels above its root.
    public static func next(depth: Int) -> ReselectStep { depth > 0 ? .popToRoot : .scrollToTop }
}
