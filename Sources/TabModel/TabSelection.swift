/// The single source of truth for which tab is shown.
///
/// Clicks, shortcuts, swipes, wheels, code and restored sessions all call this model; views only
/// observe it. It never traps: invalid requests throw `TabModelError`, and navigation helpers
/// (`selectNext()` …) are documented no-ops when there are no tabs.
public final class TabSelection<Tab: TabItem> {
    /// The tabs, in display order.
    public private(set) var tabs: [Tab]
    /// The selected tab's id; nil only while there are no tabs.
    public private(set) var selectedID: Tab.ID?
    private var badges: [Tab.ID: Int] = [:]
    private var attention: Set<Tab.ID> = []
    private let observers = ObserverList<SelectionEvent<Tab.ID>>()

    /// Creates a model. Selects `selected`, or the first tab when nil.
    /// - Throws: `.duplicateID` if two tabs share an id; `.unknownTab` if `selected` is not a tab.
    public init(tabs: [Tab], selected: Tab.ID? = nil) throws {
        try Self.checkUnique(tabs)
        self.tabs = tabs
        if let selected {
            guard tabs.contains(where: { $0.id == selected }) else { throw TabModelError.unknownTab(selected.description) }
            selectedID = selected
        } else {
            selectedID = tabs.first?.id
        }
    }

    // MARK: Reading

    /// Index of the selected tab.
    public var selectedIndex: Int? { selectedID.flatMap(index(of:)) }

    /// The selected tab.
    public var selectedTab: Tab? { selectedIndex.map { tabs[$0] } }

    /// Index of the tab with `id`.
    public func index(of id: Tab.ID) -> Int? { tabs.firstIndex { $0.id == id } }

    /// The tab with `id`.
    public func tab(_ id: Tab.ID) -> Tab? { index(of: id).map { tabs[$0] } }

    // MARK: Observing

    /// Calls `body` for every change, synchronously, until the token is cancelled or released.
    public func observe(_ body: @escaping (SelectionEvent<Tab.ID>) -> Void) -> ObservationToken {
        observers.add(body)
    }

    /// Number of live observers (for leak checks).
    public var observerCount: Int { observers.count }

    // MARK: Selecting

    /// Selects the tab with `id`. Selecting the selected tab emits `.reselected`.
    public func select(_ id: Tab.ID, reason: SelectionReason) throws {
        guard index(of: id) != nil else { throw TabModelError.unknownTab(id.description) }
        apply(id, reason: reason)
    }

    /// Selects the tab at `index`.
    public func select(index: Int, reason: SelectionReason) throws {
        guard !tabs.isEmpty else { throw TabModelError.noTabs }
        guard tabs.indices.contains(index) else { throw TabModelError.indexOutOfRange(index: index, count: tabs.count) }
        apply(tabs[index].id, reason: reason)
    }

    /// Selects the next tab (wrapping to the first when `wrap`). No-op without tabs or, without
    /// wrapping, at the last tab. Returns whether the selection changed.
    @discardableResult
    public func selectNext(reason: SelectionReason, wrap: Bool = true) -> Bool { step(+1, reason: reason, wrap: wrap) }

    /// Selects the previous tab (wrapping to the last when `wrap`). No-op without tabs or, without
    /// wrapping, at the first tab. Returns whether the selection changed.
    @discardableResult
    public func selectPrevious(reason: SelectionReason, wrap: Bool = true) -> Bool { step(-1, reason: reason, wrap: wrap) }

    /// Selects the first tab; no-op without tabs.
    public func selectFirst(reason: SelectionReason) { if let first = tabs.first { apply(first.id, reason: reason) } }

    /// Selects the last tab; no-op without tabs.
    public func selectLast(reason: SelectionReason) { if let last = tabs.last { apply(last.id, reason: reason) } }

    private func step(_ delta: Int, reason: SelectionReason, wrap: Bool) -> Bool {
        guard let current = selectedIndex, tabs.count > 1 else { return false }
        var target = current + delta
        if wrap {
            target = (target + tabs.count) % tabs.count
        } else if !tabs.indices.contains(target) {
            return false
        }
        apply(tabs[target].id, reason: reason)
        return true
    }

    private func apply(_ id: Tab.ID, reason: SelectionReason) {
        if selectedID == id {
            observers.send(.reselected(id, reason: reason))
            return
        }
        let previous = selectedID
        selectedID = id
        observers.send(.selected(from: previous, to: id, reason: reason))
    }

    // MARK: Editing tabs

    /// Replaces all tabs, keeping the selection if its tab survives, else selecting the tab now at
    /// the old index (or the last). Badges of removed tabs are dropped.
    public func setTabs(_ newTabs: [Tab]) throws {
        try Self.checkUnique(newTabs)
        let oldIndex = selectedIndex
        let previous = selectedID
        tabs = newTabs
        let ids = Set(newTabs.map(\.id))
        badges = badges.filter { ids.contains($0.key) }
        attention = attention.filter { ids.contains($0) }
        observers.send(.tabsChanged)
        if let previous, ids.contains(previous) { return }
        guard let fallback = oldIndex.map({ min($0, newTabs.count - 1) }) ?? (newTabs.isEmpty ? nil : 0),
              fallback >= 0 else {
            selectedID = nil
            return
        }
        selectedID = newTabs[fallback].id
        observers.send(.selected(from: previous, to: newTabs[fallback].id, reason: .programmatic))
    }

    /// Inserts a tab at `index` (default: the end).
    public func insert(_ tab: Tab, at index: Int? = nil) throws {
        let position = index ?? tabs.count
        guard (0...tabs.count).contains(position) else { throw TabModelError.indexOutOfRange(index: position, count: tabs.count) }
        var copy = tabs
        copy.insert(tab, at: position)
        try setTabs(copy)
    }

    /// Removes the tab with `id`. If it was selected, its right neighbour (else the left) is selected.
    public func remove(_ id: Tab.ID) throws {
        guard let position = index(of: id) else { throw TabModelError.unknownTab(id.description) }
        var copy = tabs
        copy.remove(at: position)
        try setTabs(copy)
    }

    private static func checkUnique(_ tabs: [Tab]) throws {
        var seen = Set<Tab.ID>()
        for tab in tabs where !seen.insert(tab.id).inserted { throw TabModelError.duplicateID(tab.id.description) }
    }

    // MARK: Badges

    /// The badge count of a tab (0 when none).
    public func badge(for id: Tab.ID) -> Int { badges[id] ?? 0 }

    /// The badge as displayed ("7", "99+"), or nil for none.
    public func badgeText(for id: Tab.ID) -> String? { BadgeText.text(for: badge(for: id)) }

    /// Sets a tab's badge count; negative counts become 0.
    public func setBadge(_ count: Int, for id: Tab.ID) throws {
        guard index(of: id) != nil else { throw TabModelError.unknownTab(id.description) }
        let value = max(0, count)
        guard badge(for: id) != value else { return }
        badges[id] = value == 0 ? nil : value
        observers.send(.badgeChanged(id))
    }

    /// Whether a tab wants attention (shown as a dot).
    public func needsAttention(_ id: Tab.ID) -> Bool { attention.contains(id) }

    /// Sets a tab's needs-attention flag.
    public func setNeedsAttention(_ flag: Bool, for id: Tab.ID) throws {
        guard index(of: id) != nil else { throw TabModelError.unknownTab(id.description) }
        guard attention.contains(id) != flag else { return }
        if flag { attention.insert(id) } else { attention.remove(id) }
        observers.send(.badgeChanged(id))
    }
}
