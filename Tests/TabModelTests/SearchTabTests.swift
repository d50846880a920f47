import TabModel
import Testing

/// A tab type with a search tab, like an app's.
private struct SearchableTab: TabItem {
    let id: String
    var title: String { id }
    var iconName: String { "\(id)-symbolic" }
    var role: TabRole { id.hasPrefix("search") ? .search : .standard }
    init(_ id: String) { self.id = id }
}

private func searchable(_ ids: String...) -> [SearchableTab] { ids.map(SearchableTab.init) }

/// The search tab: one at most, always last, and the rules of its button and field.
@Suite struct SearchTabTests {
    @Test func theSearchTabIsKeptLastWhateverOrderItComesIn() throws {
        let model = try TabSelection(tabs: searchable("a", "search", "b"))
        #expect(model.tabs.map(\.id) == ["a", "b", "search"])
        #expect(model.searchTabID == "search" && model.isSearchTab("search") && !model.isSearchTab("a"))
        try model.insert(SearchableTab("c"))
        #expect(model.tabs.map(\.id) == ["a", "b", "c", "search"], "a tab added at the end goes before the search tab")
        model.arrange(order: ["search", "c", "a", "b"], hidden: [])
        #expect(model.tabs.map(\.id) == ["c", "a", "b", "search"], "a saved order cannot put it first")
        try model.setTabs(searchable("search", "x"))
        #expect(model.tabs.map(\.id) == ["x", "search"])
    }

    @Test func aSecondSearchTabIsRefusedWithItsName() throws {
        #expect(throws: TabModelError.secondSearchTab("search-2")) { try TabSelection(tabs: searchable("a", "search", "search-2")) }
        let model = try TabSelection(tabs: searchable("a", "search"))
        #expect(throws: TabModelError.secondSearchTab("search-2")) { try model.insert(SearchableTab("search-2")) }
        #expect(model.tabs.map(\.id) == ["a", "search"], "a refused insert changes nothing")
        #expect(TabModelError.secondSearchTab("s").description.contains("second search tab"))
    }

    @Test func theSearchTabDoesNotMoveAndNoTabMovesPastIt() throws {
        let model = try TabSelection(tabs: searchable("a", "b", "search"))
        #expect(!model.canMove("search", by: -1))
        #expect(try model.move("search", to: 0) == false)
        #expect(!model.canMove("b", by: 1), "Move Right is not offered next to the search tab")
        #expect(model.canMove("a", by: 1))
        #expect(try model.move("a", to: 2), "dropped onto the search tab's place, it lands before it")
        #expect(model.tabs.map(\.id) == ["b", "a", "search"])
        #expect(try model.move("a", to: 2) == false)
        model.selectLast(reason: .keyboard)
        #expect(model.selectedID == "search" && !model.moveSelected(by: -1))
        #expect(model.tabs.map(\.id) == ["b", "a", "search"])
    }

    @Test func aHiddenSearchTabStaysTheSearchTab() throws {
        let model = try TabSelection(tabs: searchable("a", "search"))
        try model.hide("search")
        #expect(model.tabs.map(\.id) == ["a"] && model.searchTabID == "search")
        #expect(model.canMove("a", by: 0) == false && !model.canMove("a", by: 1))
        try model.unhide("search")
        #expect(model.tabs.map(\.id) == ["a", "search"])
    }

    @Test func choosingTheSearchTabOpensTheFieldAndRemembersWhereTheUserWas() {
        var state = SearchTabState<String>()
        #expect(state.shape == .button)
        #expect(state.selectionChanged(from: "a", to: "b", searchID: "search", focusWasInBar: false) == nil)
        #expect(state.selectionChanged(from: "b", to: "search", searchID: "search", focusWasInBar: true) == .opened)
        #expect(state.shape == .field && state.returnTab == "b" && state.focusReturn == .bar)
        #expect(state.selectionChanged(from: "search", to: "search", searchID: "search", focusWasInBar: false) == nil)
        #expect(state.shape == .field && state.focusReturn == .bar, "choosing it again keeps the field and the return")
        #expect(state.selectionChanged(from: "search", to: "a", searchID: "search", focusWasInBar: false) == .closed)
        #expect(state.shape == .button)
        #expect(state.selectionChanged(from: "a", to: "b", searchID: nil, focusWasInBar: false) == nil, "no search tab: no field")
    }

    @Test func escapeClearsTheTextFirstThenGoesBackToTheTabBefore() {
        var state = SearchTabState<String>()
        let shown: Set<String> = ["a", "b", "search"]
        #expect(state.escape(fieldText: "", isShown: shown.contains, fallback: "a") == .none, "closed: Escape is not ours")
        _ = state.selectionChanged(from: "b", to: "search", searchID: "search", focusWasInBar: false)
        #expect(state.escape(fieldText: "report", isShown: shown.contains, fallback: "a") == .clearText)
        #expect(state.escape(fieldText: " ", isShown: shown.contains, fallback: "a") == .clearText, "a typed space is text")
        #expect(state.escape(fieldText: "", isShown: shown.contains, fallback: "a") == .close(returnTo: "b", focus: .page))
    }

    @Test func escapeGoesToTheFirstTabWhenTheTabBeforeIsGone() {
        var state = SearchTabState<String>()
        _ = state.selectionChanged(from: "b", to: "search", searchID: "search", focusWasInBar: true)
        #expect(state.escape(fieldText: "", isShown: { $0 != "b" }, fallback: "a") == .close(returnTo: "a", focus: .page))
        #expect(state.escape(fieldText: "", isShown: { $0 != "b" }, fallback: nil) == .none, "the search tab alone: nothing to go back to")
        var started = SearchTabState<String>()
        _ = started.selectionChanged(from: nil, to: "search", searchID: "search", focusWasInBar: false)
        #expect(started.escape(fieldText: "", isShown: { _ in true }, fallback: "a") == .close(returnTo: "a", focus: .page), "opened at start-up")
    }
}
