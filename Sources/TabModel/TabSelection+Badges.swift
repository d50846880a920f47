/// A tab's badge (a count, shown as "7" or "99+") and its needs-attention dot: set on the model,
/// announced as `.badgeChanged`, dropped with their tab.
extension TabSelection {
    /// The badge count of a tab (0 when none).
    public func badge(for id: Tab.ID) -> Int { badges[id] ?? 0 }

    /// The badge as displayed ("7", "99+"), or nil for none.
    public func badgeText(for id: Tab.ID) -> String? { BadgeText.text(for: badge(for: id)) }

    /// Sets a tab's badge count; negative counts become 0.
    public func setBadge(_ count: Int, for id: Tab.ID) throws {
        guard isKnown(id) else { throw TabModelError.unknownTab(id.description) }
        let value = max(0, count)
        guard badge(for: id) != value else { return }
        badges[id] = value == 0 ? nil : value
        observers.send(.badgeChanged(id))
    }

    /// Whether a tab wants attention (shown as a dot).
    public func needsAttention(_ id: Tab.ID) -> Bool { attention.contains(id) }

    /// Sets a tab's needs-attention flag.
    public func setNeedsAttention(_ flag: Bool, for id: Tab.ID) throws {
        guard isKnown(id) else { throw TabModelError.unknownTab(id.description) }
        guard attention.contains(id) != flag else { return }
        if flag { attention.insert(id) } else { attention.remove(id) }
        observers.send(.badgeChanged(id))
    }
}
