import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// The search tab beside the compact pill (`minimizesOnScroll`): the round button stays beside
/// the selected tab's icon and opens into the field from there.
@Suite(.serialized) @MainActor struct SearchTabCompactTests {
    private func minimized() -> TabViewFixture {
        var options = TabViewOptions()
        options.minimizesOnScroll = true
        let fixture = TabViewFixture(count: 4, search: true, options: options)
        fixture.settle()
        let scroll = fixture.view.swipeInput.scrollController
        scroll.emit("scroll-begin")
        for _ in 0..<10 { scroll.emitScroll(dx: 0, dy: 10) }
        scroll.emit("scroll-end")
        fixture.waitForFrames(1)
        MainLoop.spin(until: { !fixture.view.shapeMorph.isAnimating }, timeout: 5)
        fixture.waitForFrames()
        return fixture
    }

    private func bounds(_ widget: Widget, in fixture: TabViewFixture) throws -> (x: Double, y: Double, width: Double, height: Double) {
        try #require(widget.bounds(in: fixture.view))
    }

    @Test func theButtonSitsBesideTheCompactPill() throws {
        let fixture = minimized()
        defer { fixture.close() }
        #expect(fixture.view.isBarMinimized)
        let pill = try bounds(fixture.view.bar, in: fixture)
        let button = try bounds(fixture.view.search.pill, in: fixture)
        #expect(pill.width < 100, "the bar is the compact pill: \(pill)")
        #expect(abs(button.x - (pill.x + pill.width) - 8) < 1, "8 px after the pill: pill \(pill), button \(button)")
        #expect(button.y == pill.y && button.height == pill.height)
        let width = Double(fixture.view.allocatedSize.width)
        #expect(abs((pill.x + button.x + button.width) / 2 - width / 2) <= 1, "centred together")
        #expect(fixture.view.search.pill.isMapped && fixture.view.search.pill.opacity == 1)
    }

    @Test func clickingItOpensTheFieldAndAnotherTabBringsTheWholeBarBack() throws {
        let fixture = minimized()
        defer { fixture.close() }
        let compact = try bounds(fixture.view.bar, in: fixture)
        fixture.view.search.pill.tab.button.emitClicked()
        #expect(fixture.selection.selectedID == "search")
        #expect(MainLoop.spin(until: { fixture.view.search.progress == 1 && fixture.view.search.field.opacity == 1 }, timeout: 5))
        fixture.waitForFrames()
        let field = try bounds(fixture.view.search.field, in: fixture)
        #expect(field.width >= 480 && field.x <= compact.x && field.y == compact.y, "over the pill's place: \(field)")
        #expect(MainLoop.spin(until: { fixture.view.search.field.entry.containsFocus }, timeout: 5), "typing goes to the field")
        fixture.view.search.field.entry.emitStopSearch()
        #expect(fixture.selection.selectedID == "0", "Escape goes back to the tab shown before")
        #expect(MainLoop.spin(until: { fixture.view.search.progress == 0 && !fixture.view.shapeMorph.isAnimating }, timeout: 5))
        fixture.waitForFrames()
        #expect(!fixture.view.isBarMinimized, "a tab change brings the whole bar back")
        let bar = try bounds(fixture.view.bar, in: fixture)
        let button = try bounds(fixture.view.search.pill, in: fixture)
        #expect(bar.width > compact.width * 3 && abs(button.x - (bar.x + bar.width) - 8) < 1, "bar \(bar), button \(button)")
    }
}
