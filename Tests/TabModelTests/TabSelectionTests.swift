import TabModel
import Testing

@Suite struct TabSelectionTests {
    @Test func firstTabIsSelectedByDefault() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"))
        #expect(model.selectedID == "a")
        #expect(model.selectedIndex == 0)
        #expect(model.selectedTab?.title == "A")
    }

    @Test func initialSelectionMustExist() {
        #expect(throws: TabModelError.unknownTab("z")) { try TabSelection(tabs: tabs("a"), selected: "z") }
    }

    @Test func duplicateIDsAreRejectedWithTheID() {
        let error = #expect(throws: TabModelError.self) { try TabSelection(tabs: tabs("a", "b", "a")) }
        #expect(error == .duplicateID("a"))
        #expect(error?.description.contains("“a”") == true)
    }

    @Test func emptyModelHasNoSelectionAndNavigationIsANoOp() throws {
        let model = try TabSelection<TestTab>(tabs: [])
        #expect(model.selectedID == nil)
        #expect(model.selectNext(reason: .keyboard) == false)
        #expect(model.selectPrevious(reason: .keyboard) == false)
        model.selectFirst(reason: .keyboard)
        model.selectLast(reason: .keyboard)
        #expect(model.selectedID == nil)
        #expect(throws: TabModelError.noTabs) { try model.select(index: 0, reason: .click) }
    }

    @Test func selectByValueAndIndexCarriesTheReason() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"))
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        try model.select("c", reason: .click)
        try model.select(index: 1, reason: .keyboard)
        #expect(log.events == [.selected(from: "a", to: "c", reason: .click), .selected(from: "c", to: "b", reason: .keyboard)])
    }

    @Test func invalidRequestsThrowAndChangeNothing() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        #expect(throws: TabModelError.unknownTab("x")) { try model.select("x", reason: .click) }
        #expect(throws: TabModelError.indexOutOfRange(index: 2, count: 2)) { try model.select(index: 2, reason: .click) }
        #expect(throws: TabModelError.indexOutOfRange(index: -1, count: 2)) { try model.select(index: -1, reason: .click) }
        #expect(model.selectedID == "a")
    }

    @Test func nextAndPreviousWrap() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"))
        model.selectPrevious(reason: .keyboard)
        #expect(model.selectedID == "c")
        model.selectNext(reason: .keyboard)
        #expect(model.selectedID == "a")
        #expect(model.selectPrevious(reason: .swipe, wrap: false) == false)
        #expect(model.selectedID == "a")
        model.selectLast(reason: .keyboard)
        #expect(model.selectNext(reason: .swipe, wrap: false) == false)
        model.selectFirst(reason: .keyboard)
        #expect(model.selectedID == "a")
    }

    @Test func singleTabNeverChangesOnNext() throws {
        let model = try TabSelection(tabs: tabs("only"))
        #expect(model.selectNext(reason: .keyboard) == false)
        #expect(model.selectedID == "only")
    }

    @Test func selectingTheSelectedTabIsAReselect() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        try model.select("a", reason: .click)
        #expect(log.events == [.reselected("a", reason: .click)])
        #expect(model.selectedID == "a")
    }

    @Test func cancelledOrReleasedObserversHearNothingAndAreFreed() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        var heard = 0
        let token = model.observe { _ in heard += 1 }
        weak var weakToken: ObservationToken?
        do {
            let temporary = model.observe { _ in heard += 100 }
            weakToken = temporary
            #expect(model.observerCount == 2)
        }
        #expect(weakToken == nil)
        #expect(model.observerCount == 1)
        try model.select("b", reason: .click)
        token.cancel()
        token.cancel()
        try model.select("a", reason: .click)
        #expect(heard == 1)
        #expect(model.observerCount == 0)
        #expect(!token.isActive)
    }

    @Test func observerTokenOutlivingTheModelIsHarmless() throws {
        var model: TabSelection<TestTab>? = try TabSelection(tabs: tabs("a"))
        weak let weakModel = model
        let token = model!.observe { _ in }
        model = nil
        #expect(weakModel == nil)
        token.cancel()
    }

    @Test func removingTheSelectedTabSelectsItsRightNeighbourThenLeft() throws {
        let model = try TabSelection(tabs: tabs("a", "b", "c"), selected: "b")
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        try model.remove("b")
        #expect(model.selectedID == "c")
        #expect(log.events == [.tabsChanged(mapping: [0, 2]), .selected(from: "b", to: "c", reason: .programmatic)])
        try model.remove("c")
        #expect(model.selectedID == "a")
        log.events.removeAll()
        try model.remove("a")
        #expect(model.selectedID == nil)
        #expect(log.events == [.tabsChanged(mapping: [])]) // removing the last tab is observed too
        #expect(throws: TabModelError.unknownTab("a")) { try model.remove("a") }
    }

    @Test func insertingKeepsSelectionAndRejectsDuplicatesAndBadIndexes() throws {
        let model = try TabSelection(tabs: tabs("a", "b"), selected: "b")
        try model.insert(TestTab("z"), at: 0)
        #expect(model.tabs.map(\.id) == ["z", "a", "b"])
        #expect(model.selectedID == "b")
        #expect(throws: TabModelError.duplicateID("a")) { try model.insert(TestTab("a")) }
        #expect(throws: TabModelError.indexOutOfRange(index: 9, count: 3)) { try model.insert(TestTab("q"), at: 9) }
        #expect(model.tabs.count == 3)
    }

    @Test func firstInsertIntoEmptyModelSelectsIt() throws {
        let model = try TabSelection<TestTab>(tabs: [])
        try model.insert(TestTab("a"))
        #expect(model.selectedID == "a")
    }

    @Test func badgesAreCappedClampedAndObserved() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        let log = EventLog<SelectionEvent<String>>()
        log.token = model.observe { log.events.append($0) }
        #expect(model.badgeText(for: "a") == nil)
        try model.setBadge(7, for: "a")
        #expect(model.badgeText(for: "a") == "7")
        try model.setBadge(99, for: "a")
        #expect(model.badgeText(for: "a") == "99")
        try model.setBadge(100, for: "a")
        #expect(model.badgeText(for: "a") == "99+")
        try model.setBadge(-5, for: "a")
        #expect(model.badge(for: "a") == 0)
        try model.setBadge(0, for: "a") // unchanged: no event
        try model.setNeedsAttention(true, for: "b")
        #expect(model.needsAttention("b"))
        #expect(log.events == [.badgeChanged("a"), .badgeChanged("a"), .badgeChanged("a"), .badgeChanged("a"), .badgeChanged("b")])
        #expect(throws: TabModelError.unknownTab("x")) { try model.setBadge(1, for: "x") }
        #expect(throws: TabModelError.unknownTab("x")) { try model.setNeedsAttention(true, for: "x") }
    }

    @Test func badgesOfRemovedTabsAreForgotten() throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        try model.setBadge(3, for: "b")
        try model.remove("b")
        try model.insert(TestTab("b"))
        #expect(model.badge(for: "b") == 0)
    }

    @Test(arguments: SelectionReason.allCases)
    func everyReasonIsDelivered(reason: SelectionReason) throws {
        let model = try TabSelection(tabs: tabs("a", "b"))
        var got: SelectionReason?
        let token = model.observe { if case .selected(_, _, let r) = $0 { got = r } }
        try model.select("b", reason: reason)
        #expect(got == reason)
        token.cancel()
    }
}
