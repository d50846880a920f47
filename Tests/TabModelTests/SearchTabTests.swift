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

    @Test func theCloseButtonGoesBackToTheTabBeforeWithTheTextKeptAndTheFocusInItsPage() {
        var state = SearchTabState<String>()
        let shown: Set<String> = ["a", "b", "search"]
        #expect(state.closeButton(isShown: shown.contains, fallback: "a") == .none, "closed: there is no field to close")
        _ = state.selectionChanged(from: "b", to: "search", searchID: "search", focusWasInBar: true)
        #expect(state.closeButton(isShown: shown.contains, fallback: "a") == .close(returnTo: "b", focus: .page), "typed text or not, and clicked: the page")
        #expect(state.closeButton(isShown: { $0 != "b" }, fallback: "a") == .close(returnTo: "a", focus: .page))
        #expect(state.closeButton(isShown: { $0 != "b" }, fallback: nil) == .none)
    }
}

/// Where the search button and field go around the bar and the rail.
@Suite struct SearchTabPlacementTests {
    private let view = (width: 1000.0, height: 700.0)
    private let page = TabRect(x: 0, y: 0, width: 1000, height: 700)

    @Test func theButtonFollowsTheBarAfterAGapAndTheTwoAreCentredTogether() {
        // A 300 × 66 bar allocation with 12 px margins (a 276 × 42 pill), centred at x 350.
        let bar = TabRect(x: 350, y: 622, width: 300, height: 66)
        let placed = SearchTabPlacement.place(bar: bar, kind: .bar, buttonSize: 66, margin: 12, view: view, page: page, rightToLeft: false)
        let barPill = (start: placed.bar.x + 12, end: placed.bar.x + placed.bar.width - 12)
        let buttonPill = (start: placed.button.x + 12, end: placed.button.x + placed.button.width - 12)
        #expect(buttonPill.start - barPill.end == SearchTabPlacement.gap)
        #expect(abs((barPill.start + buttonPill.end) / 2 - 500) <= 1, "the pair is centred: \(barPill) \(buttonPill)")
        #expect(placed.button.y == bar.y && placed.button.height == 66)
        #expect(placed.field.width == 480 + 24 && placed.field.x == 248 && placed.field.y == bar.y, "\(placed.field)")
    }

    @Test func rightToLeftTheButtonComesFirst() {
        let bar = TabRect(x: 350, y: 622, width: 300, height: 66)
        let ltr = SearchTabPlacement.place(bar: bar, kind: .bar, buttonSize: 66, margin: 12, view: view, page: page, rightToLeft: false)
        let rtl = SearchTabPlacement.place(bar: bar, kind: .bar, buttonSize: 66, margin: 12, view: view, page: page, rightToLeft: true)
        #expect(rtl.button.x + rtl.button.width - 12 + SearchTabPlacement.gap == rtl.bar.x + 12)
        #expect(abs((rtl.button.x + rtl.bar.x + rtl.bar.width) - (ltr.bar.x + ltr.button.x + ltr.button.width)) <= 2, "mirrored")
        #expect(rtl.field == ltr.field)
    }

    @Test func aWideBarGivesTheFieldItsWholeWidthAndANarrowViewCapsIt() {
        let wide = SearchTabPlacement.place(
            bar: TabRect(x: 100, y: 622, width: 800, height: 66), kind: .bar, buttonSize: 66, margin: 12, view: view, page: page, rightToLeft: false)
        #expect(wide.field.x == wide.bar.x && wide.field.x + wide.field.width == wide.button.x + wide.button.width)
        let narrow = SearchTabPlacement.place(
            bar: TabRect(x: 20, y: 400, width: 300, height: 66), kind: .bar, buttonSize: 66, margin: 12, view: (360, 466),
            page: TabRect(x: 0, y: 0, width: 360, height: 466), rightToLeft: false)
        #expect(narrow.field.x == 0 && narrow.field.width == 360)
    }

    /// A bar that alone would fill a narrow view leaves the button its room: the pair stays
    /// inside the view, centred, the tabs narrower.
    @Test func inANarrowViewTheBarLeavesTheButtonItsRoom() {
        let metrics = TabBarMetrics(
            tabMinimumWidth: 60, tabNaturalWidth: 137, tabMinimumHeight: 42, tabNaturalHeight: 42, chromeWidth: 32, chromeHeight: 32)
        let view = (width: 478.0, height: 600.0)
        let alone = TabBarLayout.layout(.bar, count: 4, viewWidth: view.width, viewHeight: view.height, metrics: metrics)
        #expect(alone.width == view.width, "the bar alone fills the view")
        let room = SearchTabPlacement.room(besideBarOfHeight: alone.height, margin: 12)
        #expect(room == SearchTabPlacement.gap + alone.height - 24)
        let layout = TabBarLayout.layout(.bar, count: 4, viewWidth: view.width - room, viewHeight: view.height, metrics: metrics)
        let bar = TabRect(x: ((view.width - layout.width) / 2).rounded(.down), y: view.height - layout.height, width: layout.width, height: layout.height)
        let placed = SearchTabPlacement.place(
            bar: bar, kind: .bar, buttonSize: layout.height, margin: 12, view: view, page: TabRect(x: 0, y: 0, width: 478, height: 600),
            rightToLeft: false)
        #expect(placed.bar.x >= 0 && placed.button.x + placed.button.width <= view.width, "bar \(placed.bar), button \(placed.button)")
        #expect(abs(placed.bar.x - (view.width - placed.button.x - placed.button.width)) <= 1, "centred together")
    }

    @Test func underTheRailTheButtonEndsTheColumnAndTheFieldFloatsOverThePage() {
        let rail = TabRect(x: 0, y: 200, width: 120, height: 300)
        let pageBeside = TabRect(x: 120, y: 0, width: 880, height: 700)
        let placed = SearchTabPlacement.place(
            bar: rail, kind: .rail, buttonSize: 66, margin: 12, view: view, page: pageBeside, rightToLeft: false)
        #expect(placed.button.y + 12 - (placed.bar.y + placed.bar.height - 12) == SearchTabPlacement.gap)
        #expect(placed.button.x + 33 == rail.x + 60, "centred under the rail")
        #expect(placed.bar.y == 200 - 25, "the rail moves up by half the button's room")
        #expect(placed.field.x == 120 + (880 - 504) / 2 && placed.field.y == 700 - 66 && placed.field.width == 504)
    }
}

/// What is selected when the selected tab goes.
@Suite struct SearchTabNeighbourTests {
    @Test func removingOrHidingTheLastTabSelectsTheOneBeforeNotTheSearchTab() throws {
        let model = try TabSelection(tabs: searchable("a", "b", "search"), selected: "b")
        try model.remove("b")
        #expect(model.selectedID == "a", "the search field does not open unasked")
        try model.insert(SearchableTab("c"))
        try model.select("c", reason: .click)
        try model.hide("c")
        #expect(model.selectedID == "a")
        try model.select("search", reason: .click)
        try model.remove("a")
        #expect(model.selectedID == "search", "the search tab stays selected")
    }
}
