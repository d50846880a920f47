import Gtk
import GtkTestSupport
import TabModel
import Testing

@testable import FloatingTabs

/// A bar with more tabs than fit: it stays inside the window and scrolls its tabs.
@Suite(.serialized) @MainActor struct ScrollingBarTests {
    @Test func aHundredTabsStayInsideTheWindowAndOnlyVisibleTabsAreShown() throws {
        let fixture = TabViewFixture(count: 100)
        defer { fixture.close() }
        fixture.settle()
        let bar = fixture.view.bar
        #expect(fixture.view.allocatedSize.width == 800, "the bar must not make the window wider")
        #expect(bar.allocatedSize.width <= 800 - 2 * 12)
        #expect(bar.strip.scrolls)
        let shown = bar.buttons.filter(\.button.isChildVisible).count
        #expect(shown >= 3 && shown <= Int(Double(bar.allocatedSize.width) / bar.strip.tabWidth) + 2)
        #expect(bar.buttons[0].button.isMapped)
        #expect(!bar.buttons[99].button.isMapped)
    }

    @Test func theStripFadesAtTheEndsWithMoreTabsBeyondThem() throws {
        let fixture = TabViewFixture(count: 100)
        defer { fixture.close() }
        fixture.settle()
        let bar = fixture.view.bar
        func shownFades() -> [String] {
            [("start", bar.fades.start), ("end", bar.fades.end)].filter { $0.1.isMapped }.map(\.0)
        }
        #expect(shownFades() == ["end"], "at the first tab only the end fades")
        let end = try #require(bar.fades.end.bounds(in: bar))
        let row = try #require(bar.buttons[0].button.bounds(in: bar))
        #expect(abs(end.x + end.width - (row.x + bar.strip.viewportWidth)) < 1 && end.height == row.height, "over the strip's end: \(end)")
        #expect(!bar.fades.end.canTarget, "a click there reaches the tab under it")
        for (index, expected) in [(50, ["start", "end"]), (99, ["start"]), (0, ["end"])] {
            try fixture.selection.select(index: index, reason: .keyboard)
            fixture.settle()
            #expect(shownFades() == expected, "tab \(index)")
        }
        var railOptions = TabViewOptions()
        railOptions.layout = .rail
        let rail = TabViewFixture(count: 100, options: railOptions)
        defer { rail.close() }
        rail.settle()
        #expect(rail.view.bar.kind == .rail && rail.view.bar.fades.end.isMapped && !rail.view.bar.fades.start.isMapped)
        let railEnd = try #require(rail.view.bar.fades.end.bounds(in: rail.view.bar))
        #expect(railEnd.width > railEnd.height, "down the rail it fades across the rail's bottom end: \(railEnd)")
        let few = TabViewFixture(count: 3)
        defer { few.close() }
        few.settle()
        #expect(!few.view.bar.fades.start.isMapped && !few.view.bar.fades.end.isMapped, "every tab fits: no fade")
    }

    @Test func theFadesNeverPaintPastThePillsRoundedEnds() throws {
        var railOptions = TabViewOptions()
        railOptions.layout = .rail
        for options in [TabViewOptions(), railOptions] {
            let fixture = TabViewFixture(count: 100, options: options)
            defer { fixture.close() }
            try fixture.selection.select(index: 50, reason: .keyboard)
            fixture.settle()
            let bar = fixture.view.bar
            #expect(bar.fades.start.isMapped && bar.fades.end.isMapped, "both ends fade at tab 50")
            let image = try #require(bar.renderedImage())
            let painted = Self.lightPixelsOutsideRoundedBox(image, radius: 26)
            #expect(painted.isEmpty, "\(bar.kind): light pixels outside the pill's rounded ends at \(painted.prefix(8))")
        }
    }

    /// Pixels more than 1.5 px outside a box of `image`'s size with corners of `radius` that are
    /// painted in a light colour (the pill's shadow, black, may lie there).
    private static func lightPixelsOutsideRoundedBox(_ image: RenderedImage, radius: Double) -> [(Int, Int)] {
        let radius = min(radius, Double(image.width) / 2, Double(image.height) / 2)
        var found: [(Int, Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let point = (Double(x) + 0.5, Double(y) + 0.5)
                let centre = (
                    min(max(point.0, radius), Double(image.width) - radius), min(max(point.1, radius), Double(image.height) - radius)
                )
                let outside = ((point.0 - centre.0) * (point.0 - centre.0) + (point.1 - centre.1) * (point.1 - centre.1)).squareRoot() - radius
                let pixel = image.pixel(x: x, y: y)
                if outside > 1.5 && max(pixel.red, pixel.green, pixel.blue) > 64 { found.append((x, y)) }
            }
        }
        return found
    }

    @Test func selectingAFarTabScrollsItIntoViewUnderTheIndicator() throws {
        let fixture = TabViewFixture(count: 100)
        defer { fixture.close() }
        let bar = fixture.view.bar
        for index in [99, 50, 0, 73] {
            try fixture.selection.select(index: index, reason: .keyboard)
            fixture.settle()
            let tab = try #require(bar.buttons[index].button.bounds(in: bar))
            #expect(bar.buttons[index].button.isMapped)
            #expect(tab.x >= 0 && tab.x + tab.width <= Double(bar.allocatedSize.width), "tab \(index) at \(tab) is cut off")
            let indicator = try #require(bar.indicatorFrame)
            #expect(abs(indicator.x - tab.x) < 1 && abs(indicator.width - tab.width) < 1)
        }
        #expect(!bar.buttons[0].button.isMapped)
    }

    @Test func wheelOverTheBarScrollsTheTabsWithoutSelecting() throws {
        let fixture = TabViewFixture(count: 100)
        defer { fixture.close() }
        fixture.settle()
        let bar = fixture.view.bar
        #expect(bar.scrollOffset == 0)
        #expect(bar.scrollController.emitScroll(dx: 0, dy: 5))
        fixture.waitForFrames()
        #expect(bar.scrollOffset > 0)
        #expect(!bar.buttons[0].button.isMapped, "tab 0 scrolled out of view")
        #expect(fixture.selection.selectedIndex == 0, "scrolling the bar never selects")
        try fixture.selection.select(index: 1, reason: .keyboard)
        fixture.settle()
        let tab = try #require(bar.buttons[1].button.bounds(in: bar))
        #expect(tab.x >= 0, "a selection brings its tab back into view")
    }

    @Test func tabbingIntoABarScrolledAwayBringsTheSelectedTabBack() throws {
        let fixture = TabViewFixture(count: 100)
        defer { fixture.close() }
        try fixture.selection.select(index: 2, reason: .keyboard)
        fixture.settle()
        let bar = fixture.view.bar
        #expect(bar.scrollController.emitScroll(dx: 0, dy: 20))
        fixture.waitForFrames()
        #expect(!bar.buttons[2].button.isMapped, "tab 2 scrolled out of view")
        #expect(bar.focusFirstChild())
        fixture.waitForFrames()
        #expect(bar.buttons[2].button.hasFocus, "Tab into the bar lands on the selected tab")
        let tab = try #require(bar.buttons[2].button.bounds(in: bar))
        #expect(bar.buttons[2].button.isMapped && tab.x >= 0 && tab.x + tab.width <= Double(bar.allocatedSize.width), "the focused tab is in view")
        #expect(!bar.focusFirstChild(), "the next Tab leaves the bar")
    }

    @Test func tabsThatFitDoNotScroll() {
        let fixture = TabViewFixture(count: 4)
        defer { fixture.close() }
        fixture.settle()
        #expect(!fixture.view.bar.strip.scrolls)
        #expect(!fixture.view.bar.scrollController.emitScroll(dx: 0, dy: 5), "the wheel passes through when nothing scrolls")
        #expect(fixture.view.bar.buttons.allSatisfy { $0.button.isMapped })
    }
}
