import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The bar and pages follow the user's arrangement: moved tabs keep their pages, hidden tabs
/// leave the bar with their page parked, and the tab context menu and keys drive the model.
@Suite(.serialized) @MainActor struct TabArrangementViewTests {
    /// The tab titles in the bar, checked to be in the same order on screen and among the widgets
    /// (what keyboard focus and screen readers follow).
    private func titles(_ fixture: TabViewFixture) -> [String] {
        fixture.waitForFrames()
        let buttons = fixture.view.bar.buttons
        let xs = buttons.compactMap { $0.button.bounds(in: fixture.view.bar)?.x }
        #expect(xs == xs.sorted(), "on screen: \(xs)")
        var widgetOrder: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(buttons.first.flatMap { gtk_widget_get_parent($0.button.widget) })
        while let current = child {
            widgetOrder.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        #expect(widgetOrder == buttons.map(\.button.widget), "widget order differs from the bar's")
        return buttons.map(\.titleText)
    }

    @Test func movedTabsKeepTheirPagesAndTheBarFollowsTheOrder() throws {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        fixture.page("0")?.entry.text = "typed on 0"
        try fixture.selection.move("0", to: 2)
        #expect(titles(fixture) == ["Tab 1", "Tab 2", "Tab 0", "Tab 3"])
        fixture.settle()
        #expect(fixture.selection.selectedIndex == 2)
        #expect(fixture.view.pager.builtHost(at: 2)?.content === fixture.page("0"))
        #expect(fixture.page("0")?.entry.text == "typed on 0")
        #expect(fixture.view.pager.visiblePageOffsets() == [2: 0])
    }

    @Test func aHiddenTabLeavesTheBarAndComesBackWithItsPageAsItWas() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        try fixture.selection.select("1", reason: .click)
        fixture.settle()
        let page = try #require(fixture.page("1"))
        page.entry.text = "kept while hidden"
        try fixture.selection.hide("1")
        #expect(titles(fixture) == ["Tab 0", "Tab 2"])
        #expect(fixture.selection.selectedID == "2")
        fixture.settle()
        #expect(!page.isMapped)
        #expect(page.handle.parent?.isVisible == false) // parked: out of the accessibility tree
        try fixture.selection.unhide("1")
        #expect(titles(fixture) == ["Tab 0", "Tab 1", "Tab 2"])
        try fixture.selection.select("1", reason: .click)
        fixture.settle()
        #expect(fixture.view.pager.builtHost(at: 1)?.content === page) // not rebuilt
        #expect(page.entry.text == "kept while hidden")
        #expect(fixture.builtPages.filter { $0 == "1" }.count == 1)
    }

    @Test func theTabMenuMovesHidesAndShowsTabs() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        let menu = fixture.view.tabMenu
        let bar = fixture.view.bar.widget
        menu.open(for: "0")
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        #expect(gtk_widget_activate_action_variant(bar, "tab.move-backward", nil) != 0)
        #expect(titles(fixture) == ["Tab 0", "Tab 1", "Tab 2"]) // the first tab cannot move further back
        gtk_widget_activate_action_variant(bar, "tab.move-forward", nil)
        #expect(titles(fixture) == ["Tab 1", "Tab 0", "Tab 2"])
        gtk_widget_activate_action_variant(bar, "tab.hide", nil)
        #expect(titles(fixture) == ["Tab 1", "Tab 2"])
        menu.open(for: "1") // the menu opened again offers the hidden tab, by its place among them
        #expect(Self.labels(of: menu.popover).last == "Show “Tab 0”")
        gtk_widget_activate_action_variant(bar, "tab.unhide", g_variant_new_string("0"))
        #expect(titles(fixture) == ["Tab 1", "Tab 0", "Tab 2"])
        menu.popover.popdown()
    }

    @Test func theAppAddsItsOwnItemsToATabsMenu() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        fixture.view.extraTabMenuItems = { tab in tab.id == "1" ? [(label: "Unpin", action: "tab.hide")] : [] }
        let menu = fixture.view.tabMenu
        menu.open(for: "1")
        #expect(Self.labels(of: menu.popover) == ["Move Left", "Move Right", "Hide Tab", "Unpin"])
        gtk_widget_activate_action_variant(fixture.view.bar.widget, "tab.hide", nil) // the item's action acts on that tab
        #expect(titles(fixture) == ["Tab 0", "Tab 2"])
        menu.open(for: "0")
        #expect(Self.labels(of: menu.popover) == ["Move Left", "Move Right", "Hide Tab", "Show “Tab 1”"])
        menu.popover.popdown()
    }

    /// Closed, the menu gives the keyboard back to where it was (GTK 4.8 moves it to the window's
    /// first Tab stop); after hiding the focused tab the focus is on the tab selected instead.
    @Test func theClosedMenuGivesTheFocusBack() throws {
        let fixture = TabViewFixture(count: 3, selected: "2")
        defer { fixture.close() }
        let menu = fixture.view.tabMenu
        let buttons = fixture.view.bar.buttons
        #expect(buttons[2].button.grabFocus())
        menu.open(for: "2")
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        menu.popover.popdown()
        fixture.waitForFrames()
        #expect(buttons[2].button.hasFocus, "the focus did not come back to the tab the menu was opened for")

        menu.open(for: "2")
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        gtk_widget_activate_action_variant(fixture.view.bar.widget, "tab.hide", nil)
        menu.popover.popdown()
        fixture.waitForFrames()
        #expect(fixture.selection.selectedID == "1")
        #expect(buttons[1].button.hasFocus, "with its tab hidden the focus did not stay on the tab selected instead")
    }

    /// An open menu points at its tab where the bar shows it now: the window shrinking under it
    /// (so the tabs scroll, and the last is out of sight) leaves it pointing from inside the bar,
    /// toward the tab, not at the tab's old place beyond the window's edge.
    @Test func theOpenMenuStaysWithItsTabWhenTheWindowShrinks() throws {
        LogMonitor.install()
        let before = LogMonitor.warningCount
        let fixture = TabViewFixture(count: 4, width: 900, height: 500)
        defer { fixture.close() }
        let menu = fixture.view.tabMenu
        menu.open(for: "3")
        // Closed before the window: an open popover's keyboard grab outlived it (XTest keys in a later test went nowhere).
        defer { menu.popover.popdown() }
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        fixture.window.setDefaultSize(width: 360, height: 500)
        #expect(MainLoop.spin(until: { fixture.view.allocatedSize.width <= 400 && fixture.view.bar.strip.scrolls }, timeout: 5))
        fixture.waitForFrames()
        let bar = fixture.view.bar.allocatedSize
        let pointing = try #require(menu.popover.pointingTo)
        #expect(menu.popover.isOpen)
        #expect(
            pointing.x >= 0 && pointing.x + pointing.width <= Double(bar.width) && pointing.y >= 0 && pointing.y + pointing.height <= Double(bar.height),
            "the menu points at \(pointing), the bar is \(bar.width) × \(bar.height) px")
        // The tab scrolled out of sight lies beyond the bar's end: the menu points at that end.
        #expect(pointing.x + pointing.width >= Double(bar.width) - 60, "the menu points at \(pointing), not toward the last tab")
        #expect(LogMonitor.warningCount == before, "GTK warned")
    }

    /// Down the rail the menu moves a tab up or down, as the tabs lie; each moves it that way.
    @Test func inTheRailTheMenuMovesATabUpOrDown() throws {
        var options = TabViewOptions()
        options.layout = .rail
        let fixture = TabViewFixture(count: 3, options: options)
        defer { fixture.close() }
        let menu = fixture.view.tabMenu
        menu.open(for: "1")
        let moves = Self.items(of: menu.popover).prefix(2).map { "\($0.label) → \($0.action)" }
        #expect(moves == ["Move Up → tab.move-backward", "Move Down → tab.move-forward"])
        gtk_widget_activate_action_variant(fixture.view.bar.widget, "tab.move-backward", nil)
        #expect(titles(fixture) == ["Tab 1", "Tab 0", "Tab 2"], "Move Up put the tab above the one before it")
        menu.popover.popdown()
    }

    /// Right to left the bar starts at the right: Move Left moves a tab toward its end.
    @Test func rightToLeftMoveLeftMovesATabTowardTheEnd() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        gtk_widget_set_direction(fixture.view.widget, GTK_TEXT_DIR_RTL)
        let menu = fixture.view.tabMenu
        menu.open(for: "1")
        let moves = Self.items(of: menu.popover).prefix(2).map { "\($0.label) → \($0.action)" }
        #expect(moves == ["Move Left → tab.move-forward", "Move Right → tab.move-backward"])
        menu.popover.popdown()
    }

    /// The labels of a popover menu's items, section by section.
    static func labels(of popover: PopoverMenu) -> [String] { items(of: popover).map(\.label) }

    /// A popover menu's items, section by section: each label and the action it activates.
    static func items(of popover: PopoverMenu) -> [(label: String, action: String)] {
        guard let model = gtk_popover_menu_get_menu_model(OpaquePointer(popover.widget)) else { return [] }
        func attribute(_ items: UnsafeMutablePointer<GMenuModel>, _ item: Int32, _ name: String) -> String {
            guard let value = g_menu_model_get_item_attribute_value(items, item, name, nil) else { return "" }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        var found: [(label: String, action: String)] = []
        for section in 0..<g_menu_model_get_n_items(model) {
            guard let items = g_menu_model_get_item_link(model, section, "section") else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(items)) }
            for item in 0..<g_menu_model_get_n_items(items) { found.append((attribute(items, item, "label"), attribute(items, item, "action"))) }
        }
        return found
    }

    @Test func theLastShownTabsMenuCannotHideIt() throws {
        let fixture = TabViewFixture(count: 2)
        defer { fixture.close() }
        try fixture.selection.hide("1")
        fixture.view.tabMenu.open(for: "0")
        gtk_widget_activate_action_variant(fixture.view.bar.widget, "tab.hide", nil)
        #expect(titles(fixture) == ["Tab 0"])
        fixture.view.tabMenu.popover.popdown()
    }

    @Test func keysMoveTheSelectedTabOpenItsMenuAndSelectTheLastTab() throws {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        #expect(fixture.view.perform(.moveTabForward))
        #expect(titles(fixture) == ["Tab 1", "Tab 0", "Tab 2", "Tab 3"])
        #expect(fixture.view.perform(.moveTabBackward))
        #expect(!fixture.view.perform(.moveTabBackward))
        #expect(fixture.view.perform(.selectLastTab))
        #expect(fixture.selection.selectedID == "3")
        #expect(fixture.view.focusSelectedTab())
        #expect(fixture.view.bar.keyController.emitKeyPressed(keyval: Keyval.menu, modifiers: 0))
        #expect(MainLoop.spin(until: { fixture.view.tabMenu.popover.isOpen == true }, timeout: 5))
        #expect(fixture.view.tabMenu.tab == "3")
        fixture.view.tabMenu.popover.popdown()
        #expect(MainLoop.spin(until: { fixture.view.tabMenu.popover.isOpen == false }, timeout: 5))
        #expect(fixture.view.focusSelectedTab())
        #expect(fixture.view.bar.keyController.emitKeyPressed(keyval: Keyval.f10, modifiers: KeyModifiers.shift.rawValue))
        #expect(MainLoop.spin(until: { fixture.view.tabMenu.popover.isOpen == true }, timeout: 5))
        fixture.view.tabMenu.popover.popdown()
    }

    @Test func aLongPressOrARightClickOnATabOpensItsMenu() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        let menu = fixture.view.tabMenu
        fixture.view.bar.buttons[1].longPress.emitPressed(x: 10, y: 10)
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        #expect(menu.tab == "1")
        menu.popover.popdown()
        #expect(MainLoop.spin(until: { !menu.popover.isOpen }, timeout: 5))
        fixture.view.bar.buttons[2].secondaryClick.emitReleased()
        #expect(MainLoop.spin(until: { menu.popover.isOpen }, timeout: 5))
        #expect(menu.tab == "2")
        menu.popover.popdown()
    }

    @Test func tooltipsNameTheTabAndItsShortcut() {
        let fixture = TabViewFixture(count: 10)
        defer { fixture.close() }
        let tips = fixture.view.bar.buttons.map { $0.button.tooltip ?? "" }
        #expect(tips[0] == "Tab 0 — Alt+1")
        #expect(tips[7] == "Tab 7 — Alt+8")
        #expect(tips[8] == "Tab 8") // the ninth of ten has no shortcut: Alt+9 is the last tab
        #expect(tips[9] == "Tab 9 — Alt+9")
    }

    @Test func tooltipsAndDescriptionsFollowMovesBadgesAndAttention() throws {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        try fixture.selection.select("1", reason: .click)
        #expect(try fixture.selection.move("0", to: 2))
        try fixture.selection.select("2", reason: .click)
        fixture.settle()
        #expect(fixture.view.bar.buttons.map { $0.button.tooltip ?? "" } == ["Tab 1 — Alt+1", "Tab 2 — Alt+2", "Tab 0 — Alt+3"])
        let last = fixture.view.bar.buttons[2].button
        try fixture.selection.setBadge(3, for: "0")
        expectAccessible(AccessibleCheck.description(last, "3 new"))
        try fixture.selection.setBadge(0, for: "0")
        expectAccessible(AccessibleCheck.description(last, ""))
        try fixture.selection.setNeedsAttention(true, for: "0")
        expectAccessible(AccessibleCheck.description(last, "needs attention"))
        expectAccessible(AccessibleCheck.label(last, "Tab 0"))
    }

    @Test func everyChordOfTheKeyMapIsAnAcceleratorGtkParses() {
        GtkHarness.start()
        for rightToLeft in [false, true] {
            for entry in KeyMap.entries(rightToLeft: rightToLeft) {
                for chord in entry.chords { #expect(Accelerator.label(chord.accelerator) != nil, "\(entry.title): \(chord.accelerator)") }
            }
        }
    }

    @Test func aDragHeldOverATabOpensItAfterHalfASecond() {
        let fixture = TabViewFixture(count: 3)
        defer { fixture.close() }
        var events: [SelectionEvent<String>] = []
        let token = fixture.selection.observe { events.append($0) }
        let start = MainLoop.monotonicMicroseconds
        fixture.view.bar.buttons[2].dropMotion.emitEnter(x: 5, y: 5)
        #expect(MainLoop.spin(until: { fixture.selection.selectedID == "2" }, timeout: 5))
        #expect(MainLoop.monotonicMicroseconds - start >= Int64(TabButton.springDelay) * 1000)
        #expect(events == [.selected(from: "0", to: "2", reason: .dragHover)])
        // Passing over a tab does nothing; holding over the tab already shown does not reselect it.
        fixture.view.bar.buttons[1].dropMotion.emitEnter(x: 5, y: 5)
        fixture.view.bar.buttons[1].dropMotion.emitLeave()
        fixture.view.bar.buttons[2].dropMotion.emitEnter(x: 5, y: 5)
        let later = MainLoop.monotonicMicroseconds + 800_000
        MainLoop.spin(until: { MainLoop.monotonicMicroseconds > later }, timeout: 5)
        #expect(events.count == 1)
        #expect(fixture.selection.selectedID == "2")
        token.cancel()
    }

    @Test func draggingATabAlongTheBarReordersItAndAShortMoveDoesNot() throws {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        let bar = fixture.view.bar
        let first = try #require(bar.buttons[0].button.bounds(in: bar))
        let third = try #require(bar.buttons[2].button.bounds(in: bar))
        let startX = first.x + first.width / 2
        bar.reorderDrag.emit("drag-begin", startX, 10)
        bar.reorderDrag.emit("drag-update", 4, 0) // under the threshold: still a click
        #expect(titles(fixture) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        bar.reorderDrag.emit("drag-update", third.x + third.width / 2 - startX, 2)
        #expect(titles(fixture) == ["Tab 1", "Tab 2", "Tab 0", "Tab 3"])
        bar.reorderDrag.emit("drag-update", -startX, 2) // back past the start: first place
        #expect(titles(fixture) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        bar.reorderDrag.emit("drag-end", 0, 0)
        bar.reorderDrag.emit("drag-begin", startX, 10)
        bar.reorderDrag.emit("drag-update", 2, 30) // mostly vertical: not a reorder
        bar.reorderDrag.emit("drag-update", 300, 30)
        #expect(titles(fixture) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        bar.reorderDrag.emit("drag-end", 0, 0)
    }
}
