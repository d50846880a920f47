/// What observers of a `TabSelection` are told.
public enum SelectionEvent<ID: Hashable>: Equatable {
    /// The selected tab changed from `from` (nil when there was none) to `to`.
    case selected(from: ID?, to: ID, reason: SelectionReason)
    /// The already-selected tab was selected again (an app steps up that tab's reselect ladder:
    /// `NavigationStackView.reselect()` pops to its root, then scrolls it to the top).
    case reselected(ID, reason: SelectionReason)
    /// The shown tabs were added, removed, hidden, shown or reordered: `mapping[newIndex]` is the
    /// tab's index before the change, or nil for a tab that was not shown. The model is already
    /// in its new state. If the selected tab is no longer shown, a `selected` event follows (or,
    /// when no tab is left, the selection is nil with this event alone).
    case tabsChanged(mapping: [Int?])
    /// A tab's badge count or needs-attention flag changed.
    case badgeChanged(ID)
}
