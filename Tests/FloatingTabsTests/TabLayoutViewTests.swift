import CGtk
import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// Bar on narrow and medium windows, rail at the leading edge on wide ones; the change animates
/// and keeps selection, focus, badges and the pages' scroll positions.
@Suite(.serialized) @MainActor struct TabLayoutViewTests {
    /// The bar's and each tab's place in the view's coordinates.
    private func place(of widget: Widget, in fixture: TabViewFixture) throws -> (x: Double, y: Double, width: Double, height: Double) {
        try #require(widget.bounds(in: fixture.view))
    }

    @Test(arguments: [(Int32(400), TabBarLayout.Kind.bar), (800, .bar), (1400, .rail)])
    func automaticLayoutFollowsTheWindowWidth(width: Int32, expected: TabBarLayout.Kind) throws {
        let fixture = TabViewFixture(count: 4, width: width, height: 700)
        defer { fixture.close() }
        fixture.settle()
        let view = fixture.view
        #expect(view.bar.kind == expected)
        #expect(view.barLayout?.kind == expected)
        let bar = try place(of: view.bar, in: fixture)
        let page = try place(of: view.pager, in: fixture)
        let viewWidth = Double(view.allocatedSize.width)
        let viewHeight = Double(view.allocatedSize.height)
        let tabs = try view.bar.buttons.map { try place(of: $0.button, in: fixture) }
        if expected == .bar {
            #expect(abs(bar.y + bar.height + 12 - viewHeight) < 1, "the bar floats 12 px above the bottom edge")
            #expect(abs(bar.x + bar.width / 2 - viewWidth / 2) < 1)
            #expect(page.x == 0 && page.width == viewWidth, "the bar floats over the pages")
            #expect(Set(tabs.map(\.y)).count == 1, "tabs side by side")
            #expect(zip(tabs, tabs.dropFirst()).allSatisfy { $0.x < $1.x })
        } else {
            #expect(abs(bar.x - 12) < 1, "the rail floats 12 px from the leading edge")
            #expect(abs(bar.y + bar.height / 2 - viewHeight / 2) < 1, "centred vertically")
            #expect(abs(page.x - (bar.x + bar.width + 12)) < 1, "pages start beside the rail")
            #expect(abs(page.x + page.width - viewWidth) < 1)
            #expect(Set(tabs.map(\.x)).count == 1 && Set(tabs.map(\.width)).count == 1, "tabs stacked, equally wide")
            #expect(zip(tabs, tabs.dropFirst()).allSatisfy { $0.y + $0.height <= $1.y + 0.5 })
        }
        expectAccessible(AccessibleCheck.vertical(view.bar, expected == .rail))
        for tab in tabs {
            #expect(tab.x >= bar.x && tab.x + tab.width <= bar.x + bar.width + 0.5)
            #expect(tab.y >= bar.y && tab.y + tab.height <= bar.y + bar.height + 0.5)
        }
    }

    @Test func theUsersChoiceOverridesTheWidth() {
        var options = TabViewOptions()
        options.layout = .rail
        let narrow = TabViewFixture(count: 4, options: options, width: 400, height: 600)
        #expect(narrow.view.bar.kind == .rail)
        narrow.close()
        options.layout = .bar
        let wide = TabViewFixture(count: 4, options: options, width: 1400, height: 700)
        defer { wide.close() }
        #expect(wide.view.bar.kind == .bar)
        wide.view.options.layout = .automatic // changes apply at once
        #expect(MainLoop.spin(until: { wide.view.bar.kind == .rail }, timeout: 5))
    }

    @Test func theIndicatorMovesDownTheRail() throws {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        fixture.settle()
        let first = try #require(fixture.view.bar.indicatorRect)
        try fixture.selection.select("2", reason: .click)
        fixture.settle()
        let third = try #require(fixture.view.bar.indicatorRect)
        let tab = try #require(fixture.view.bar.buttons[2].button.bounds(in: fixture.view.bar))
        #expect(third.x == first.x && third.width == first.width, "it moves vertically only")
        #expect(abs(third.y - tab.y) < 1 && abs(third.height - tab.height) < 1, "it sits under the selected tab")
        #expect(third.y > first.y)
    }

    @Test func upAndDownMoveAlongTheRail() {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        let keys = fixture.view.bar.keyController
        #expect(keys.emitKeyPressed(keyval: Keyval.down, modifiers: 0))
        #expect(fixture.selection.selectedID == "1")
        #expect(keys.emitKeyPressed(keyval: Keyval.up, modifiers: 0))
        #expect(fixture.selection.selectedID == "0")
        #expect(!keys.emitKeyPressed(keyval: Keyval.right, modifiers: 0), "← → do not move along a rail")
        #expect(fixture.selection.selectedID == "0")
    }

    @Test func resizingAnimatesBetweenBarAndRailAndKeepsWhatTheUserHad() throws {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        try fixture.selection.select("1", reason: .click)
        try fixture.selection.setBadge(5, for: "3")
        fixture.settle()
        let page = try #require(fixture.page("1"))
        page.scroller.verticalOffset = 120
        #expect(fixture.view.focusSelectedTab())
        #expect(fixture.view.bar.kind == .rail)
        // Narrower: the rail turns into the bar, through frames in between.
        fixture.window.setDefaultSize(width: 800, height: 700)
        var sawMorph = false
        var pageWidths = Set<Double>()
        #expect(
            MainLoop.spin(
                until: {
                    if let morph = fixture.view.bar.morph, morph.progress > 0.05, morph.progress < 0.95 {
                        sawMorph = true
                        pageWidths.insert(fixture.view.pager.bounds(in: fixture.view)?.width ?? 0)
                    }
                    return fixture.view.bar.kind == .bar && !fixture.view.shapeMorph.isAnimating
                }, timeout: 5))
        #expect(pageWidths == [Double(fixture.view.allocatedSize.width)], "the pages take their width once, at the start: \(pageWidths)")
        fixture.waitForFrames()
        #expect(sawMorph, "the bar and rail change into each other with frames in between, no jump")
        #expect(fixture.view.bar.morph == nil)
        #expect(fixture.selection.selectedID == "1")
        #expect(fixture.view.bar.buttons[1].button.hasFocus, "keyboard focus stays on the tab")
        #expect(fixture.view.bar.buttons[3].shownBadge == "5")
        #expect(page.scroller.verticalOffset == 120, "the page keeps its scroll position")
        let bar = try #require(fixture.view.bar.bounds(in: fixture.view))
        #expect(abs(bar.y + bar.height + 12 - Double(fixture.view.allocatedSize.height)) < 1)
    }

    @Test func withoutAnimationsTheLayoutChangesAtOnce() throws {
        let fixture = TabViewFixture(count: 4, width: 800, height: 700)
        defer { fixture.close() }
        Runtime.setSetting("gtk-enable-animations", false)
        defer { Runtime.setSetting("gtk-enable-animations", true) }
        fixture.window.setDefaultSize(width: 1400, height: 700)
        var sawMorph = false
        #expect(
            MainLoop.spin(
                until: {
                    if fixture.view.bar.morph != nil { sawMorph = true }
                    return fixture.view.bar.kind == .rail
                }, timeout: 5))
        fixture.waitForFrames()
        #expect(!sawMorph)
        let bar = try #require(fixture.view.bar.bounds(in: fixture.view))
        #expect(abs(bar.x - 12) < 1)
    }

    @Test func manyTabsScrollDownTheRailAndTheSelectedOneIsInView() throws {
        let fixture = TabViewFixture(count: 100, width: 1400, height: 600)
        defer { fixture.close() }
        #expect(fixture.view.bar.kind == .rail)
        #expect(fixture.view.barLayout?.scrolls == true)
        try fixture.selection.select("80", reason: .keyboard)
        fixture.settle()
        let bar = try #require(fixture.view.bar.bounds(in: fixture.view))
        let tab = try #require(fixture.view.bar.buttons[80].button.bounds(in: fixture.view))
        #expect(tab.y >= bar.y && tab.y + tab.height <= bar.y + bar.height)
        let shown = fixture.view.bar.buttons.filter(\.button.isChildVisible).count
        #expect(shown < 20, "only the tabs in view are laid out")
    }

    @Test func draggingATabDownTheRailReordersIt() throws {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        fixture.settle()
        let bar = fixture.view.bar
        let first = try #require(bar.buttons[0].button.bounds(in: bar))
        let third = try #require(bar.buttons[2].button.bounds(in: bar))
        let startY = first.y + first.height / 2
        bar.reorderDrag.emit("drag-begin", first.x + 10, startY)
        bar.reorderDrag.emit("drag-update", 2, third.y + third.height / 2 - startY)
        bar.reorderDrag.emit("drag-end", 0, 0)
        #expect(fixture.selection.tabs.map(\.id) == ["1", "2", "0", "3"])
    }

    @Test func rightToLeftPutsTheRailAtTheRightEdge() throws {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        gtk_widget_set_direction(fixture.view.widget, GTK_TEXT_DIR_RTL)
        fixture.view.queueResize()
        fixture.waitForFrames()
        let bar = try #require(fixture.view.bar.bounds(in: fixture.view))
        let page = try #require(fixture.view.pager.bounds(in: fixture.view))
        let width = Double(fixture.view.allocatedSize.width)
        #expect(abs(bar.x + bar.width + 12 - width) < 1, "12 px from the right edge")
        #expect(page.x == 0 && abs(page.width - (bar.x - 12)) < 1, "pages end beside the rail")
    }

    @Test func aTouchpadSwipeOverThePageBesideTheRailSwitchesTabsAndTheIndicatorFollowsDownTheRail() throws {
        let fixture = TabViewFixture(count: 4, width: 1400, height: 700)
        defer { fixture.close() }
        fixture.settle()
        #expect(fixture.view.bar.kind == .rail)
        let scroll = fixture.view.swipeInput.scrollController
        scroll.emit("scroll-begin")
        for _ in 0..<12 { scroll.emitScroll(dx: 30, dy: 0) }
        scroll.emit("scroll-end")
        #expect(fixture.selection.selectedID == "1")
        fixture.settle()
        let indicator = try #require(fixture.view.bar.indicatorRect)
        let second = try #require(fixture.view.bar.buttons[1].button.bounds(in: fixture.view.bar))
        #expect(abs(indicator.y - second.y) < 1)
    }
}
