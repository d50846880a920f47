/// What observers of a `TabSelection` are told.
public enum SelectionEvent<ID: Hashable>: Equatable {
    /// The selected tab changed from `from` (nil when there was none) to `to`.
    case selected(from: ID?, to: ID, reason: SelectionReason)
    /// The already-selected tab was selected again (the view pops that tab to its root).
    case reselected(ID, reason: SelectionReason)
    /// Tabs were added, removed or reordered. If the selected tab was removed, a `selected`
    /// event follows (or, when no tab is left, the selection becomes nil with this event alone).
    case tabsChanged
    /// A tab's badge count or needs-attention flag changed.
    case badgeChanged(ID)
}
