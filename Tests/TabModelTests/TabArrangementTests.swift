import TabModel
import Testing

/// The user's arrangement of the tabs: moving, hiding, showing again, and restoring a saved order.
@Suite struct TabArrangementTests {
    @Test func movingCarriesTheOldToNewMappingAndKeepsTheSelection() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c", "d"), selected: "b")
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        #expect(try model.move("a", to: 3))
        #expect(model.tabs.map(\.id) == ["b", "c", "d", "a"])
        #expect(log.events == [.tabsChanged(mapping: [1, 2, 3, 0])])
        #expect(model.selectedID == "b" && model.selectedIndex == 0)
        #expect(try model.move("a", to: 3) == false) // already there: no event
        #expect(log.events.count == 1)
        #expect(throws: TabModelError.indexOutOfRange(index: 4, count: 4)) { try model.move("a", to: 4) }
        #expect(throws: TabModelError.unknownTab("x")) { try model.move("x", to: 0) }
    }

    @Test func theSelectedTabMovesByOneAndStopsAtTheEnds() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"), selected: "b")
        #expect(model.moveSelected(by: -1))
        #expect(model.tabs.map(\.id) == ["b", "a", "c"])
        #expect(!model.moveSelected(by: -1))
        #expect(model.moveSelected(by: 1) && model.moveSelected(by: 1))
        #expect(model.tabs.map(\.id) == ["a", "c", "b"])
        #expect(!model.moveSelected(by: 1))
        #expect(model.selectedID == "b")
    }

    @Test func hidingTheSelectedTabSelectsItsNeighbourAfterTheStateIsUpdated() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"), selected: "b")
        var seen: [(String?, [String], Bool)] = []
        let token = model.observe { _ in seen.append((model.selectedID, model.tabs.map(\.id), model.isHidden("b"))) }
        try model.hide("b")
        #expect(model.tabs.map(\.id) == ["a", "c"])
        #expect(model.arrangedTabs.map(\.id) == ["a", "b", "c"])
        #expect(model.hiddenTabs.map(\.id) == ["b"])
        #expect(model.selectedID == "c")
        #expect(model.index(of: "b") == nil && model.tab("b") == nil)
        // Both notifications see the finished state: never a selection that names a hidden tab.
        #expect(seen.count == 2)
        #expect(seen.allSatisfy { $0.0 == "c" && $0.1 == ["a", "c"] && $0.2 })
        #expect(throws: TabModelError.unknownTab("b")) { try model.select("b", reason: .click) }
        token.cancel()
    }

    @Test func whatATabsMenuOffersFollowsItsPlaceAndTheShownCount() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"))
        #expect(!model.canMove("a", by: -1) && model.canMove("a", by: 1) && model.canMove("a", by: 2) && !model.canMove("a", by: 3))
        #expect(model.canMove("b", by: -1) && model.canMove("b", by: 1) && !model.canMove("b", by: 0))
        #expect(model.canMove("c", by: -1) && !model.canMove("c", by: 1))
        #expect(!model.canMove("x", by: 1) && !model.canHide("x"))
        #expect(model.canHide("a") && model.canHide("b"))
        try model.hide("b")
        #expect(!model.canMove("b", by: 1) && !model.canHide("b")) // hidden: the menu is for shown tabs
        #expect(!model.canMove("c", by: 1) && model.canMove("c", by: -1))
        try model.hide("a")
        #expect(!model.canHide("c") && !model.canMove("c", by: -1)) // the only tab shown
    }

    @Test func theLastShownTabCannotBeHidden() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        try model.hide("a")
        #expect(throws: TabModelError.lastShownTab("b")) { try model.hide("b") }
        #expect(model.tabs.map(\.id) == ["b"])
        #expect(TabModelError.lastShownTab("b").description.contains("only one"))
    }

    @Test func aTabShownAgainReturnsToItsPlaceAndHiddenTabsKeepTheirPlaceWhenOthersMove() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c", "d"))
        try model.hide("b")
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        try model.move("d", to: 0) // shown: d a c
        #expect(model.tabs.map(\.id) == ["d", "a", "c"])
        #expect(model.arrangedTabs.map(\.id) == ["d", "a", "b", "c"])
        try model.unhide("b")
        #expect(model.tabs.map(\.id) == ["d", "a", "b", "c"])
        #expect(log.events == [.tabsChanged(mapping: [2, 0, 1]), .tabsChanged(mapping: [0, 1, nil, 2])])
        #expect(model.hiddenTabs.isEmpty)
        try model.unhide("b") // not hidden: nothing happens
        #expect(log.events.count == 2)
    }

    @Test func badgesOfHiddenTabsAreKept() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        try model.hide("b")
        try model.setBadge(3, for: "b")
        try model.unhide("b")
        #expect(model.badgeText(for: "b") == "3")
    }

    @Test func aSavedArrangementIsAppliedAsFarAsItFits() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c", "d"), selected: "c")
        model.arrange(order: ["c", "zz", "a", "c"], hidden: ["d", "unknown"])
        #expect(model.arrangedTabs.map(\.id) == ["c", "a", "b", "d"]) // unknown and repeated ids ignored, the rest appended
        #expect(model.tabs.map(\.id) == ["c", "a", "b"])
        #expect(model.selectedID == "c")
        model.arrange(order: [], hidden: ["a", "b", "c", "d"]) // would hide everything: nothing is hidden
        #expect(model.tabs.count == 4)
        #expect(model.hiddenIDs.isEmpty)
    }

    @Test func indexesFollowEveryChange() throws {
        let model = try TabSelection(tabs: (0..<100).map { TestTab("t\($0)") })
        try model.move("t0", to: 99)
        try model.hide("t50")
        for (index, tab) in model.tabs.enumerated() { #expect(model.index(of: tab.id) == index) }
        #expect(model.index(of: "t50") == nil)
    }

    @Test func removingTheLastShownTabShowsTheHiddenOnes() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"))
        try model.hide("b")
        try model.hide("c")
        try model.remove("a")
        #expect(model.tabs.map(\.id) == ["b", "c"])
        #expect(model.hiddenIDs.isEmpty)
        #expect(model.selectedID == "b")
    }
}
