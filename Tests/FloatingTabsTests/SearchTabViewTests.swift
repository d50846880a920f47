import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The search tab in the view: a round button after the bar that opens into a search field over
/// the bar's place with the keyboard focus, and closes back (Escape, another tab) with the focus
/// where it was.
@Suite(.serialized) @MainActor struct SearchTabViewTests {
    private func bounds(_ widget: Widget, in fixture: TabViewFixture) throws -> (x: Double, y: Double, width: Double, height: Double) {
        try #require(widget.bounds(in: fixture.view))
    }

    /// Spins until the field (or the button) has settled.
    private func settle(_ fixture: TabViewFixture, open: Bool) -> Bool {
        let search = fixture.view.search
        let settled = MainLoop.spin(
            until: {
                search.progress == (open ? 1 : 0) && !fixture.view.pages.isAnimating
                    && search.pill.opacity == (open ? 0 : 1) && search.pill.canTarget == !open && (!open || search.field.opacity == 1)
            }, timeout: 5)
        fixture.waitForFrames()
        return settled
    }

    @Test func theSearchButtonIsARoundTabAfterTheBarAndTheBarKeepsTheOtherTabs() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.settle()
        let view = fixture.view
        #expect(view.bar.buttons.count == 3, "the search tab is not one of the bar's buttons")
        let bar = try bounds(view.bar, in: fixture)
        let pill = try bounds(view.search.pill, in: fixture)
        #expect(abs(pill.x - (bar.x + bar.width) - 8) < 1, "8 px apart: bar \(bar), button \(pill)")
        #expect(pill.y == bar.y && pill.height == bar.height)
        #expect(abs(bar.y + bar.height + 12 - 600) <= 1, "both float 12 px above the bottom edge")
        #expect(abs(pill.width - pill.height) <= 2, "round: \(pill)")
        let width = Double(view.allocatedSize.width)
        #expect(abs((bar.x + pill.x + pill.width) / 2 - width / 2) <= 1, "centred together")
        let button = view.search.pill.tab
        expectAccessible(AccessibleCheck.label(button.button, "Tab search"))
        expectAccessible(AccessibleCheck.selected(button.button, false))
        #expect(!button.showsTitle, "an icon only")
    }

    /// In a window too narrow for the bar at its natural width and the button, the tabs give up
    /// the button's room: neither is pushed past the window's edges.
    @Test(arguments: [420, 100] as [Int32]) func inANarrowWindowTheBarAndTheButtonStayInside(windowWidth: Int32) throws {
        let fixture = TabViewFixture(count: 4, search: true, width: windowWidth, height: 500)
        defer { fixture.close() }
        fixture.settle()
        let view = fixture.view
        let width = Double(view.allocatedSize.width)
        let bar = try bounds(view.bar, in: fixture)
        let pill = try bounds(view.search.pill, in: fixture)
        #expect(bar.x >= 0 && pill.x + pill.width <= width, "view \(width) px: bar \(bar), button \(pill)")
        #expect(abs(pill.x - (bar.x + bar.width) - 8) < 1, "8 px apart: bar \(bar), button \(pill)")
    }

    @Test func choosingItOpensTheFieldOverTheBarWithTheFocusInIt() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.settle()
        let view = fixture.view
        let barBefore = try bounds(view.bar, in: fixture)
        view.search.pill.tab.button.emitClicked()
        #expect(fixture.selection.selectedID == "search")
        #expect(view.isSearchFieldOpen)
        var sawBetween = false
        #expect(
            MainLoop.spin(
                until: {
                    let p = view.search.progress
                    if p > 0.05 && p < 0.95 { sawBetween = true }
                    return p == 1
                }, timeout: 5))
        #expect(sawBetween, "the button grows into the field")
        #expect(settle(fixture, open: true))
        let field = try bounds(view.search.field, in: fixture)
        #expect(field.x <= barBefore.x + 1 && field.y == barBefore.y && field.height == barBefore.height, "over the bar's place: \(field)")
        #expect(field.width >= 480, "\(field)")
        #expect(view.bar.opacity == 0 && !view.bar.canTarget, "the bar is covered and takes no clicks")
        #expect(view.search.field.entry.containsFocus, "typing goes to the field")
        expectAccessible(AccessibleCheck.label(view.search.field.entry, "Search"))
        view.setSearchPlaceholder("Search your home folder")
        expectAccessible(AccessibleCheck.label(view.search.field.entry, "Search your home folder"))
        expectAccessible(AccessibleCheck.selected(view.search.pill.tab.button, true))
        // The field is in the panel the search tab controls.
        let panel = try #require(view.pager.builtHost(at: 3))
        #expect(panel.contains(view.search.field.entry.handle))
        expectAccessible(AccessibleCheck.controls(view.search.pill.tab.button, panel))
    }

    @Test func escapeClearsTheTextThenGoesBackToTheTabAndTheFocusBefore() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        try fixture.selection.select("1", reason: .click)
        fixture.settle()
        let entry = try #require(fixture.page("1")?.entry)
        #expect(entry.grabFocus())
        #expect(fixture.view.perform(.selectTab(3)))
        #expect(settle(fixture, open: true))
        let field = fixture.view.search.field.entry
        field.text = "report"
        field.emitStopSearch()
        #expect(field.text.isEmpty && fixture.view.isSearchFieldOpen, "the first Escape clears the text")
        field.emitStopSearch()
        #expect(fixture.selection.selectedID == "1", "the second goes back to the tab shown before")
        #expect(!fixture.view.isSearchFieldOpen)
        #expect(settle(fixture, open: false))
        #expect(entry.containsFocus, "the focus is back where it was")
        #expect(fixture.view.bar.opacity == 1 && fixture.view.bar.canTarget)
    }

    @Test func theFieldsCloseButtonGoesBackToTheTabBeforeWithTheTextKept() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        try fixture.selection.select("1", reason: .click)
        fixture.settle()
        #expect(fixture.view.focusSelectedTab(), "the focus in the bar: a click still lands in the page")
        #expect(fixture.view.perform(.selectTab(3)))
        #expect(settle(fixture, open: true))
        let field = fixture.view.search.field
        field.entry.text = "report"
        let close = field.closeButton
        let entryPlace = try bounds(field.entry, in: fixture)
        let closePlace = try bounds(close, in: fixture)
        #expect(close.isMapped && closePlace.x >= entryPlace.x + entryPlace.width, "at the field's end: entry \(entryPlace), close \(closePlace)")
        expectAccessible(AccessibleCheck.label(close, "Close Search"))
        close.emitClicked()
        #expect(fixture.selection.selectedID == "1", "back to the tab shown before")
        #expect(settle(fixture, open: false))
        #expect(fixture.view.bar.opacity == 1 && fixture.view.bar.canTarget, "the bar is back")
        #expect(fixture.page("1")?.containsFocus == true, "the focus is in that tab's page")
        #expect(fixture.view.search.text == "report", "what was typed waits for the next search")
    }

    @Test func whenTheFocusWasInTheBarEscapeGivesItBackToTheBar() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.settle()
        #expect(fixture.view.focusSelectedTab())
        _ = fixture.view.bar.keyController.emitKeyPressed(keyval: Keyval.end, modifiers: 0)
        _ = fixture.view.bar.keyController.emitKeyPressed(keyval: Keyval.right, modifiers: 0)
        #expect(fixture.selection.selectedID == "search", "→ from the last tab reaches the search button")
        #expect(settle(fixture, open: true))
        #expect(fixture.view.search.field.entry.containsFocus)
        fixture.view.search.field.entry.emitStopSearch()
        #expect(fixture.selection.selectedID == "2")
        #expect(settle(fixture, open: false))
        #expect(fixture.view.button(for: "2")?.hasFocus == true, "back on the tab in the bar")
    }

    @Test func choosingAnotherTabClosesTheFieldIntoTheButton() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        try fixture.selection.select("search", reason: .programmatic)
        #expect(settle(fixture, open: true))
        fixture.view.bar.buttons[0].button.emitClicked()
        #expect(fixture.selection.selectedID == "0" && !fixture.view.isSearchFieldOpen)
        #expect(settle(fixture, open: false))
        let bar = try bounds(fixture.view.bar, in: fixture)
        let pill = try bounds(fixture.view.search.pill, in: fixture)
        #expect(abs(pill.width - pill.height) <= 2 && pill.x > bar.x + bar.width - 12, "a round button after the bar again")
    }

    @Test func withoutAnimationsTheFieldOpensAndClosesAtOnce() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.settle()
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        try fixture.selection.select("search", reason: .click)
        #expect(fixture.view.search.progress == 1, "no spring")
        try fixture.selection.select("0", reason: .click)
        #expect(fixture.view.search.progress == 0)
    }

    @Test func rightToLeftTheButtonComesBeforeTheBar() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        gtk_widget_set_direction(fixture.view.widget, GTK_TEXT_DIR_RTL)
        fixture.view.queueResize()
        fixture.waitForFrames()
        let bar = try bounds(fixture.view.bar, in: fixture)
        let pill = try bounds(fixture.view.search.pill, in: fixture)
        #expect(abs(bar.x - (pill.x + pill.width) - 8) < 1, "bar \(bar), button \(pill)")
    }

    @Test func inTheRailTheButtonEndsTheColumnAndTheFieldFloatsOverThePage() throws {
        let fixture = TabViewFixture(count: 3, search: true, width: 1400, height: 700)
        defer { fixture.close() }
        fixture.settle()
        #expect(fixture.view.bar.kind == .rail)
        let rail = try bounds(fixture.view.bar, in: fixture)
        let pill = try bounds(fixture.view.search.pill, in: fixture)
        #expect(abs(pill.y - (rail.y + rail.height) - 8) < 1, "rail \(rail), button \(pill)")
        #expect(abs((pill.x + pill.width / 2) - (rail.x + rail.width / 2)) <= 1)
        try fixture.selection.select("search", reason: .click)
        #expect(settle(fixture, open: true))
        let field = try bounds(fixture.view.search.field, in: fixture)
        let page = try bounds(fixture.view.pager, in: fixture)
        #expect(field.x >= page.x && field.x + field.width <= page.x + page.width, "over the page beside the rail: \(field)")
        #expect(abs(field.y + field.height - (700 - 12)) <= 1, "12 px above the bottom edge")
    }

    @Test func aSwipePastTheLastTabReachesSearchOnlyWhenTheAppAllows() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.settle()
        #expect(fixture.view.pages.snapPoints == [0, 1, 2])
        var options = fixture.view.options
        options.swipeReachesSearch = true
        fixture.view.options = options
        #expect(fixture.view.pages.snapPoints == [0, 1, 2, 3])
        options.swipeReachesSearch = false
        fixture.view.options = options
        try fixture.selection.select("search", reason: .click)
        #expect(fixture.view.pages.snapPoints == [0, 1, 2, 3], "from the search tab a swipe goes back")
    }

    @Test func theSearchTextCanBeSetBeforeTheFieldExists() throws {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        fixture.view.setSearchPlaceholder("Search reports")
        fixture.settle()
        #expect(!fixture.view.search.isFieldBuilt, "the field waits until it is needed")
        var heard: [String] = []
        fixture.view.onSearchChanged = { heard.append($0) }
        fixture.view.searchText = "report" // a restored session, before the field was ever shown
        #expect(heard == ["report"])
        #expect(fixture.view.searchText == "report")
        fixture.settle()
        #expect(fixture.view.openSearch())
        #expect(settle(fixture, open: true))
        #expect(fixture.view.search.field.entry.text == "report", "the field shows the text when it opens")
        expectAccessible(AccessibleCheck.label(fixture.view.search.field.entry, "Search reports"))
    }
}

/// The search tab's number key and the last-tab key.
@Suite(.serialized) @MainActor struct SearchTabShortcutTests {
    @Test func theSearchTabHasItsNumberAndTheLastTabKeyStaysInTheBar() {
        let fixture = TabViewFixture(count: 3, search: true)
        defer { fixture.close() }
        #expect(fixture.view.perform(.selectLastTab))
        #expect(fixture.selection.selectedID == "2", "Alt+9 is the bar's last tab")
        #expect(fixture.view.perform(.selectTab(3)))
        #expect(fixture.selection.selectedID == "search")
        #expect(fixture.view.search.pill.tab.button.tooltip == "Tab search — Alt+4")
    }

    @Test func openSearchChoosesTheSearchTabAndPutsTheFocusInItsField() throws {
        let fixture = TabViewFixture(count: 3, search: true, attach: true)
        defer { fixture.close() }
        fixture.settle()
        let field = fixture.view.search.field.entry
        gtk_widget_activate_action_variant(fixture.view.widget, "win.open-search", nil)
        #expect(fixture.selection.selectedID == "search")
        #expect(MainLoop.spin(until: { field.containsFocus }, timeout: 5), "the field takes the focus as it opens")
        let results = try #require(fixture.page("search")?.entry)
        #expect(results.grabFocus())
        gtk_widget_activate_action_variant(fixture.view.widget, "win.open-search", nil)
        #expect(field.containsFocus, "again from inside the search page: back to the field")
    }

    @Test func withoutASearchTabOpenSearchDoesNothing() {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        #expect(!fixture.view.perform(.openSearch))
        #expect(fixture.selection.selectedID == "0")
    }
}

/// A session restored with the search tab selected.
@Suite(.serialized) @MainActor struct SearchTabRestoreTests {
    @Test func aWindowThatOpensOnTheSearchTabShowsItsPageAndField() throws {
        LogMonitor.install()
        let before = LogMonitor.warningCount
        let fixture = TabViewFixture(count: 3, search: true, selected: "search")
        defer { fixture.close() }
        fixture.settle()
        fixture.waitForFrames(3)
        let page = try #require(fixture.view.pager.builtHost(at: 3))
        #expect(page.allocatedSize.width == fixture.view.allocatedSize.width, "the search page is laid out")
        let field = try #require(fixture.view.search.field.bounds(in: fixture.view))
        #expect(fixture.view.isSearchFieldOpen && field.width >= 480, "\(field)")
        #expect(fixture.view.search.field.opacity == 1 && fixture.view.search.pill.opacity == 0)
        #expect(fixture.view.search.pill.isMapped && !fixture.view.search.pill.canFocus, "mapped for screen readers, out of the focus chain")
        #expect(MainLoop.spin(until: { fixture.view.search.field.entry.containsFocus }, timeout: 5), "the field takes the focus once on screen")
        #expect(LogMonitor.warningCount == before, "GTK warned (a widget drawn before it was laid out)")
    }
}
