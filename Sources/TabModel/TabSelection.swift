/// The single source of truth for which tab is shown, and in which order the user keeps the tabs.
///
/// Clicks, shortcuts, swipes, wheels, code and restored sessions all call this model; views only
/// observe it. It never traps: invalid requests throw `TabModelError`, and navigation helpers
/// (`selectNext()` …) are documented no-ops when there are no tabs.
///
/// `arrangedTabs` is every tab in the user's order; `tabs` the ones shown (not hidden), which
/// indexes everywhere else refer to. The search tab (`TabRole.search`, at most one) is always
/// last: tabs are inserted and moved before it, and it does not move. Every change updates the whole state first and then notifies,
/// so an observer always reads a consistent model.
public final class TabSelection<Tab: TabItem> {
    /// The shown tabs, in display order.
    public private(set) var tabs: [Tab]
    /// Every tab in the user's order, hidden ones included.
    public private(set) var arrangedTabs: [Tab]
    /// The tabs the user hid.
    public private(set) var hiddenIDs: Set<Tab.ID> = []
    /// The selected tab's id; nil only while no tab is shown.
    public private(set) var selectedID: Tab.ID?
    private var indexByID: [Tab.ID: Int] = [:]
    /// Badge counts and attention flags (see TabSelection+Badges.swift).
    var badges: [Tab.ID: Int] = [:]
    var attention: Set<Tab.ID> = []
    let observers = ObserverList<SelectionEvent<Tab.ID>>()

    /// Creates a model. Selects `selected`, or the first tab when nil.
    /// - Throws: `.duplicateID` if two tabs share an id; `.secondSearchTab` if two have the search
    ///   role; `.unknownTab` if `selected` is not a tab.
    public init(tabs unordered: [Tab], selected: Tab.ID? = nil) throws {
        try Self.check(unordered)
        let tabs = Self.searchLast(unordered)
        self.tabs = tabs
        arrangedTabs = tabs
        indexByID = Self.indexes(of: tabs)
        if let selected {
            guard indexByID[selected] != nil else { throw TabModelError.unknownTab(selected.description) }
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

    /// Index of the shown tab with `id` (nil for unknown and hidden tabs); a table lookup.
    public func index(of id: Tab.ID) -> Int? { indexByID[id] }

    /// The id of the search tab, shown or hidden (nil when no tab has the search role).
    public var searchTabID: Tab.ID? { arrangedTabs.last.flatMap { $0.role == .search ? $0.id : nil } }

    /// Whether the tab `id` is the search tab.
    public func isSearchTab(_ id: Tab.ID) -> Bool { searchTabID == id }

    /// The shown tab with `id`.
    public func tab(_ id: Tab.ID) -> Tab? { index(of: id).map { tabs[$0] } }

    /// Whether the user hid the tab with `id`.
    public func isHidden(_ id: Tab.ID) -> Bool { hiddenIDs.contains(id) }

    /// The hidden tabs, in the user's order.
    public var hiddenTabs: [Tab] { arrangedTabs.filter { hiddenIDs.contains($0.id) } }

    func isKnown(_ id: Tab.ID) -> Bool { arrangedTabs.contains { $0.id == id } }

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

    // MARK: Editing and arranging tabs

    /// Replaces all tabs, keeping the selection if its tab is still shown, else selecting the tab
    /// now at the old index (or the last). Badges of removed tabs are dropped; hidden tabs that
    /// remain stay hidden.
    public func setTabs(_ newTabs: [Tab]) throws {
        try Self.check(newTabs)
        rearrange(newTabs, hidden: hiddenIDs)
    }

    /// Inserts a tab before the shown tab at `index` (default: at the end, before the search tab).
    public func insert(_ tab: Tab, at index: Int? = nil) throws {
        let position = index ?? tabs.count
        guard (0...tabs.count).contains(position) else { throw TabModelError.indexOutOfRange(index: position, count: tabs.count) }
        var arranged = arrangedTabs
        let before = position < tabs.count ? arranged.firstIndex { $0.id == tabs[position].id } : nil
        arranged.insert(tab, at: before ?? arranged.count)
        try setTabs(arranged)
    }

    /// Removes the tab with `id`. If it was selected, its right neighbour (else the left; never the
    /// search tab while another is shown) is selected.
    public func remove(_ id: Tab.ID) throws {
        guard isKnown(id) else { throw TabModelError.unknownTab(id.description) }
        rearrange(arrangedTabs.filter { $0.id != id }, hidden: hiddenIDs)
    }

    /// Moves the shown tab `id` to shown index `index`; hidden tabs keep their place among the
    /// others. Returns whether the order changed (never for the search tab, which stays last;
    /// another tab moved onto its place lands just before it).
    @discardableResult
    public func move(_ id: Tab.ID, to requested: Int) throws -> Bool {
        guard let from = indexByID[id] else { throw TabModelError.unknownTab(id.description) }
        guard tabs.indices.contains(requested) else { throw TabModelError.indexOutOfRange(index: requested, count: tabs.count) }
        guard !isSearchTab(id) else { return false }
        let index = min(requested, movableCount - 1)
        guard from != index else { return false }
        var shown = tabs
        let tab = shown.remove(at: from)
        shown.insert(tab, at: index)
        var arranged = arrangedTabs.filter { $0.id != id }
        if index + 1 < shown.count, let next = arranged.firstIndex(where: { $0.id == shown[index + 1].id }) {
            arranged.insert(tab, at: next)
        } else if let previous = arranged.firstIndex(where: { $0.id == shown[index - 1].id }) {
            arranged.insert(tab, at: previous + 1)
        }
        rearrange(arranged, hidden: hiddenIDs)
        return true
    }

    /// Whether the shown tab `id` can move `offset` places along the shown tabs (false for an
    /// unknown or hidden tab and past either end): what a tab's Move Left/Right offers.
    public func canMove(_ id: Tab.ID, by offset: Int) -> Bool {
        guard offset != 0, let from = indexByID[id], !isSearchTab(id) else { return false }
        return (0..<movableCount).contains(from + offset)
    }

    /// How many shown tabs can be moved: all but a shown search tab.
    private var movableCount: Int { tabs.last.map { isSearchTab($0.id) } == true ? tabs.count - 1 : tabs.count }

    /// Whether the shown tab `id` can be hidden: it is shown and not the only tab shown.
    public func canHide(_ id: Tab.ID) -> Bool {
        indexByID[id] != nil && tabs.count > 1
    }

    /// Moves the selected tab `offset` places along the shown tabs (Ctrl+Shift+Page Up/Down);
    /// returns false at either end.
    @discardableResult
    public func moveSelected(by offset: Int) -> Bool {
        guard let id = selectedID, let from = selectedIndex, canMove(id, by: offset) else { return false }
        return (try? move(id, to: from + offset)) ?? false
    }

    /// The one place tabs change: sets every piece of state, then notifies `.tabsChanged` with the
    /// new → old index mapping of the shown tabs (when they changed) and, if the selected tab is
    /// no longer shown, `.selected` for the tab now at its index.
    func rearrange(_ unordered: [Tab], hidden: Set<Tab.ID>) {
        let arranged = Self.searchLast(unordered)
        let oldIndexes = indexByID
        let oldShown = tabs.map(\.id)
        let previous = selectedID
        let previousIndex = selectedIndex
        let ids = Set(arranged.map(\.id))
        arrangedTabs = arranged
        hiddenIDs = hidden.intersection(ids)
        if arranged.allSatisfy({ hiddenIDs.contains($0.id) }) { hiddenIDs = [] } // never nothing shown while tabs exist
        tabs = arranged.filter { !hiddenIDs.contains($0.id) }
        indexByID = Self.indexes(of: tabs)
        badges = badges.filter { ids.contains($0.key) }
        attention = attention.filter { ids.contains($0) }
        if let previous, indexByID[previous] == nil {
            // The tab now at its place, or the one before when that is the search tab: removing
            // or hiding a tab never opens the search field unasked.
            var next = min(previousIndex ?? 0, tabs.count - 1)
            if next > 0, previous != searchTabID, tabs[next].id == searchTabID { next -= 1 }
            selectedID = tabs.isEmpty ? nil : tabs[next].id
        } else if previous == nil {
            selectedID = tabs.first?.id
        }
        if tabs.map(\.id) != oldShown { observers.send(.tabsChanged(mapping: tabs.map { oldIndexes[$0.id] })) }
        if let selectedID, selectedID != previous {
            observers.send(.selected(from: previous, to: selectedID, reason: .programmatic))
        }
    }

    private static func indexes(of tabs: [Tab]) -> [Tab.ID: Int] {
        Dictionary(uniqueKeysWithValues: tabs.enumerated().map { ($1.id, $0) })
    }

    private static func check(_ tabs: [Tab]) throws {
        var seen = Set<Tab.ID>()
        for tab in tabs where !seen.insert(tab.id).inserted { throw TabModelError.duplicateID(tab.id.description) }
        if let second = tabs.filter({ $0.role == .search }).dropFirst().first { throw TabModelError.secondSearchTab(second.id.description) }
    }

    /// `tabs` with the search tab (if any) moved to the end, the others in their order.
    private static func searchLast(_ tabs: [Tab]) -> [Tab] {
        guard let search = tabs.firstIndex(where: { $0.role == .search }), search != tabs.count - 1 else { return tabs }
        var ordered = tabs
        ordered.append(ordered.remove(at: search))
        return ordered
    }
}
