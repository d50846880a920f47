import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

@Suite(.serialized) @MainActor struct TabViewTests {
    @Test func clickingATabSelectsItAndShowsItsPage() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        var reasons: [SelectionReason] = []
        let token = fixture.selection.observe { if case .selected(_, _, let reason) = $0 { reasons.append(reason) } }
        fixture.view.bar.buttons[2].button.emitClicked()
        fixture.settle()
        #expect(fixture.selection.selectedID == "2")
        #expect(reasons == [.click])
        #expect(fixture.view.pager.builtHost(at: 2)?.isMapped == true)
        #expect(fixture.view.pager.builtHost(at: 0)?.isMapped == false)
        token.cancel()
    }

    @Test func pagesAreBuiltLazilyOnFirstVisitAndOnlyOnce() {
        let fixture = TabViewFixture(count: 5)
        defer { fixture.close() }
        #expect(fixture.builtPages == ["0"])
        try? fixture.selection.select("3", reason: .programmatic)
        fixture.settle()
        #expect(fixture.builtPages == ["0", "3"])
        try? fixture.selection.select("0", reason: .programmatic)
        try? fixture.selection.select("3", reason: .programmatic)
        fixture.settle()
        #expect(fixture.builtPages == ["0", "3"])
    }

    @Test func withoutASearchTabNoSearchFieldIsBuiltAndTheTabMenuIsBuiltWhenFirstOpened() {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        try? fixture.selection.select("1", reason: .click)
        fixture.settle()
        #expect(!fixture.view.search.isFieldBuilt, "no search tab: no search entry at start-up")
        #expect(fixture.view.searchText == "", "reading the text builds nothing")
        #expect(!fixture.view.isTabMenuBuilt, "the menu waits until it is opened")
        #expect(fixture.view.perform(.showTabMenu)) // the Menu key
        #expect(MainLoop.spin(until: { fixture.view.tabMenu.popover.isOpen }, timeout: 5))
        #expect(fixture.view.tabMenu.tab == "1")
        fixture.view.tabMenu.popover.popdown()
        #expect(!fixture.view.search.isFieldBuilt)
    }

    @Test func typedTextAndScrollPositionSurviveSwitchingAwayAndBack() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let page = fixture.page("0")!
        page.entry.text = "draft in tab zero"
        MainLoop.spin(until: { page.scroller.maximumVerticalOffset > 100 }, timeout: 5)
        page.scroller.verticalOffset = 137
        try? fixture.selection.select("1", reason: .click)
        fixture.settle()
        #expect(!page.isMapped)
        try? fixture.selection.select("0", reason: .click)
        fixture.settle()
        #expect(page.entry.text == "draft in tab zero")
        #expect(page.scroller.verticalOffset == 137)
    }

    @Test func onlyTheVisiblePageIsChildVisible() {
        let fixture = TabViewFixture(count: 6)
        defer { fixture.close() }
        for id in ["2", "4", "1"] {
            try? fixture.selection.select(id, reason: .click)
            fixture.settle()
        }
        let visible = (0..<6).filter { fixture.view.pager.builtHost(at: $0)?.isChildVisible == true }
        #expect(visible == [1])
        #expect(fixture.view.pager.visiblePageOffsets() == [1: 0])
    }

    @Test func indicatorSitsOnTheSelectedTabAfterLayout() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        for index in [3, 1, 2] {
            try? fixture.selection.select(index: index, reason: .click)
            fixture.settle()
            let tab = fixture.view.bar.buttons[index].button.bounds(in: fixture.view.bar)!
            let indicator = fixture.view.bar.indicatorFrame!
            #expect(abs(indicator.x - tab.x) < 1.0)
            #expect(abs(indicator.width - tab.width) < 1.0)
        }
    }

    @Test func indicatorSlidesThroughIntermediatePositions() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        var seen: [Double] = []
        try? fixture.selection.select(index: 3, reason: .click)
        MainLoop.spin(
            until: {
                seen.append(fixture.view.bar.indicatorPosition)
                return fixture.view.bar.indicatorPosition == 3
            }, timeout: 5)
        #expect(seen.contains { $0 > 0.2 && $0 < 2.8 }, "the indicator jumped instead of sliding: \(seen.prefix(5))")
    }

    /// The indicator slides by redrawing its layer: the switch lays the bar out once (a new page,
    /// a bolder title), and the animation's frames after it only draw (a window layout on X11
    /// costs GTK 4.8 round trips to the X server, on every frame).
    @Test func theIndicatorSlidesByRedrawingNotByLayingTheBarOut() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let layer = fixture.view.bar.indicatorLayer
        var allocations = 0
        var draws = 0
        let allocate = layer.allocateLayer
        let draw = layer.snapshotLayer
        layer.allocateLayer = { width, height in
            allocations += 1
            allocate(width, height)
        }
        layer.snapshotLayer = { snapshot in
            draws += 1
            draw?(snapshot)
        }
        try? fixture.selection.select(index: 3, reason: .click)
        MainLoop.spin(until: { fixture.view.bar.indicatorPosition == 3 }, timeout: 5)
        #expect(draws >= 5, "the indicator did not slide over frames (\(draws) draws)")
        #expect(allocations <= 2, "the indicator's layer was laid out \(allocations) times for \(draws) frames")
    }

    /// The slide ends with the frame that draws the indicator in its place: no frames after it
    /// that move it by less than a pixel (each a tick, a layout pass and a paint of nothing new).
    @Test func theIndicatorsSlideEndsWhenItReachesItsPlaceOnScreen() throws {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let clock = try #require(fixture.view.frameClock)
        var frames: [(rect: TabRect?, position: Double)] = []
        let token = clock.onAfterPaint { frames.append((fixture.view.bar.indicatorRect, fixture.view.bar.indicatorPosition)) }
        defer { token.disconnect() }
        try fixture.selection.select(index: 3, reason: .click)
        #expect(MainLoop.spin(until: { fixture.view.bar.indicatorPosition == 3 }, timeout: 5))
        fixture.waitForFrames()
        let place = try #require(frames.last?.rect)
        let firstInPlace = try #require(frames.indices.first { index in frames[index...].allSatisfy { $0.rect == place } })
        let ended = try #require(frames.firstIndex { $0.position == 3 })
        #expect(firstInPlace >= 5, "the indicator did not slide (in place after \(firstInPlace) frames)")
        #expect(ended - firstInPlace <= 1, "the slide ran \(ended - firstInPlace) frames after the indicator was in its place")
    }

    @Test func indicatorJumpsWhenAnimationsAreDisabled() {
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        let fixture = TabViewFixture()
        defer { fixture.close() }
        try? fixture.selection.select(index: 2, reason: .click)
        #expect(fixture.view.bar.indicatorPosition == 2)
        #expect(fixture.view.pager.position == 2)
    }

    @Test func reselectingTheSelectedTabTellsTheApp() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        var reselected: [String] = []
        let token = fixture.selection.observe { if case .reselected(let id, _) = $0 { reselected.append(id) } }
        defer { token.cancel() }
        fixture.view.bar.buttons[0].button.emitClicked()
        #expect(reselected == ["0"])
        fixture.view.perform(.selectTab(0)) // its Alt+1 (and Enter or Space on it, which click it)
        #expect(reselected == ["0", "0"])
        fixture.view.perform(.selectTab(1))
        #expect(reselected == ["0", "0"])
    }

    @Test func badgesAndAttentionFollowTheModel() throws {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        try fixture.selection.setBadge(5, for: "1")
        try fixture.selection.setBadge(250, for: "2")
        try fixture.selection.setNeedsAttention(true, for: "3")
        let buttons = fixture.view.bar.buttons
        #expect(buttons[1].shownBadge == "5")
        #expect(buttons[2].shownBadge == "99+")
        #expect(buttons[3].shownBadge == nil)
        #expect(buttons[3].showsAttentionDot)
        #expect(!buttons[0].showsAttentionDot)
    }

    @Test func labelModesShowTitlesOrTooltips() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        #expect(fixture.view.bar.buttons.allSatisfy { $0.showsTitle })
        fixture.view.options.labelMode = .selectedOnly
        #expect(fixture.view.bar.buttons.map(\.showsTitle) == [true, false, false, false])
        #expect(fixture.view.bar.buttons[1].button.tooltip == "Tab 1 — Alt+2")
        fixture.view.options.labelMode = .iconsOnly
        #expect(fixture.view.bar.buttons.allSatisfy { !$0.showsTitle && $0.button.tooltip != nil })
    }

    @Test func barFloatsAtTheBottomOrTopWithAMargin() {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        let height = Double(fixture.view.allocatedSize.height)
        var bar = fixture.view.bar.bounds(in: fixture.view)!
        #expect(abs(bar.y + bar.height - (height - 12)) < 1)
        fixture.view.options.position = .top
        MainLoop.spin(until: { fixture.view.bar.bounds(in: fixture.view)!.y < 20 }, timeout: 5)
        bar = fixture.view.bar.bounds(in: fixture.view)!
        #expect(abs(bar.y - 12) < 1)
        #expect(abs((bar.x + bar.width / 2) - Double(fixture.view.allocatedSize.width) / 2) < 1) // centered
    }

    @Test func aNarrowWindowKeepsTheBarInsideAndTheTabsScrollInIt() {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        fixture.view.setSizeRequest(width: 360, height: 400)
        fixture.window.setDefaultSize(width: 360, height: 400)
        MainLoop.spin(until: { fixture.view.allocatedSize.width <= 400 }, timeout: 5)
        MainLoop.drain()
        let width = Double(fixture.view.allocatedSize.width)
        let bar = fixture.view.bar.bounds(in: fixture.view)!
        #expect(bar.x >= 0 && bar.x + bar.width <= width, "the bar stays inside the window")
        // Tabs that do not fit with their titles scroll inside the bar (clipped to it).
        let selected = fixture.view.bar.buttons[fixture.selection.selectedIndex ?? 0].button.bounds(in: fixture.view)!
        #expect(selected.x >= bar.x && selected.x + selected.width <= bar.x + bar.width, "the selected tab shows whole")
        for tab in fixture.view.bar.buttons where tab.button.isChildVisible {
            let frame = tab.button.bounds(in: fixture.view)!
            #expect(frame.x < bar.x + bar.width && frame.x + frame.width > bar.x, "a tab laid out shows in the bar")
        }
    }

    @Test func accessibleRolesStatesAndRelations() throws {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        try? fixture.selection.select("1", reason: .click)
        fixture.settle()
        let bar = fixture.view.bar
        #expect(gtk_test_accessible_has_role(bar.accessible, GTK_ACCESSIBLE_ROLE_TAB_LIST) != 0)
        for (index, tab) in bar.buttons.enumerated() {
            #expect(gtk_test_accessible_has_role(tab.button.accessible, GTK_ACCESSIBLE_ROLE_TAB) != 0)
            expectAccessible(AccessibleCheck.selected(tab.button, index == 1))
            expectAccessible(AccessibleCheck.label(tab.button, "Tab \(index)"))
        }
        let host = try #require(fixture.view.pager.builtHost(at: 1))
        #expect(gtk_test_accessible_has_role(host.accessible, GTK_ACCESSIBLE_ROLE_TAB_PANEL) != 0)
        expectAccessible(AccessibleCheck.controls(bar.buttons[1].button, host))
        try fixture.selection.setBadge(3, for: "2")
        expectAccessible(AccessibleCheck.description(bar.buttons[2].button, "3 new"))
    }

    @Test func removingAndAddingTabsKeepsPagesOfSurvivingTabs() throws {
        let fixture = TabViewFixture()
        defer { fixture.close() }
        fixture.page("0")!.entry.text = "kept"
        try fixture.selection.remove("0")
        fixture.settle()
        try fixture.selection.insert(DemoTab(id: "0"), at: 0)
        try fixture.selection.select("1", reason: .click)
        fixture.settle()
        #expect(fixture.view.bar.buttons.count == 4)
        #expect(fixture.view.pager.count == 4)
        #expect(fixture.selection.selectedIndex == 1)
        #expect(fixture.view.pager.builtHost(at: 1)?.isMapped == true)
    }

    @Test func switchingLogsNoWarnings() {
        let before = LogMonitor.warningCount
        let fixture = TabViewFixture(count: 10)
        defer { fixture.close() }
        for index in [5, 9, 0, 3, 3, 7] {
            try? fixture.selection.select(index: index, reason: .click)
            fixture.settle()
        }
        #expect(LogMonitor.warningCount == before)
    }
}
