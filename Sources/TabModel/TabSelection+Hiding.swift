/// Hidden tabs: a hidden tab keeps its place in the user's order (`arrangedTabs`) and leaves the
/// shown tabs (`tabs`) until it is shown again; a saved arrangement is applied at start-up.
extension TabSelection {
    /// Hides the shown tab `id` (its place in the order is kept for when it is shown again).
    /// - Throws: `.lastShownTab` when it is the only tab shown; `.unknownTab` when it is not shown.
    public func hide(_ id: Tab.ID) throws {
        guard index(of: id) != nil else { throw TabModelError.unknownTab(id.description) }
        guard canHide(id) else { throw TabModelError.lastShownTab(id.description) }
        rearrange(arrangedTabs, hidden: hiddenIDs.union([id]))
    }

    /// Shows a hidden tab again, at its place in the order.
    public func unhide(_ id: Tab.ID) throws {
        guard isKnown(id) else { throw TabModelError.unknownTab(id.description) }
        guard hiddenIDs.contains(id) else { return }
        rearrange(arrangedTabs, hidden: hiddenIDs.subtracting([id]))
    }

    /// Applies a saved arrangement: the tabs in `order` first (unknown ids are ignored), then
    /// any not named there in their current order; `hidden` ids are hidden unless that would
    /// hide every tab.
    public func arrange(order: [Tab.ID], hidden: [Tab.ID]) {
        let byID = Dictionary(uniqueKeysWithValues: arrangedTabs.map { ($0.id, $0) })
        var seen = Set<Tab.ID>()
        var arranged = order.compactMap { id in seen.insert(id).inserted ? byID[id] : nil }
        arranged += arrangedTabs.filter { !seen.contains($0.id) }
        var hiddenSet = Set(hidden.filter { byID[$0] != nil })
        if arranged.allSatisfy({ hiddenSet.contains($0.id) }) { hiddenSet = [] }
        rearrange(arranged, hidden: hiddenSet)
    }
}
