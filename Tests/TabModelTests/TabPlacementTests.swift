import TabModel
import Testing

/// How tabs travel while the bar changes shape (bar ↔ rail ↔ compact pill).
@Suite struct TabPlacementTests {
    private func rect(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 40) -> TabRect {
        TabRect(x: x, y: y, width: width, height: height)
    }

    /// A bar of three tabs side by side, the second selected.
    private var bar: TabPlacement {
        TabPlacement(shown: [0: rect(0, 0), 1: rect(100, 0), 2: rect(200, 0)], indicator: rect(100, 0))
    }

    /// The same three tabs stacked in a rail, each 200 px wide.
    private var rail: TabPlacement {
        TabPlacement(shown: [0: rect(0, 0, 200), 1: rect(0, 40, 200), 2: rect(0, 80, 200)], indicator: rect(0, 40, 200))
    }

    @Test func aTabBothShapesShowMovesStraightFromOnePlaceToTheOther() {
        let half = bar.morphed(to: rail, progress: 0.5)
        #expect(half.tabs[2] == .init(rect: rect(100, 40, 150), opacity: 1))
        #expect(half.indicator == rect(50, 20, 150))
        #expect(bar.morphed(to: rail, progress: 0).tabs.mapValues(\.rect) == bar.shown)
        #expect(bar.morphed(to: rail, progress: 1).tabs.mapValues(\.rect) == rail.shown)
    }

    @Test func tabsTheCompactPillHidesTravelWithTheSelectedOneAndFade() {
        let pill = TabPlacement(shown: [1: rect(0, 0, 60, 30)], indicator: rect(0, 0, 60, 30))
        let start = bar.morphed(to: pill, progress: 0)
        #expect(start.tabs[0] == .init(rect: rect(0, 0), opacity: 1))
        let end = bar.morphed(to: pill, progress: 1)
        // Tab 0 keeps its distance from tab 1 (100 px before it) and has faded out.
        #expect(end.tabs[0] == .init(rect: rect(-100, 0), opacity: 0))
        #expect(end.tabs[2] == .init(rect: rect(100, 0), opacity: 0))
        #expect(end.tabs[1] == .init(rect: rect(0, 0, 60, 30), opacity: 1))
        // Growing back: the hidden tabs fade in as they come.
        #expect(pill.morphed(to: bar, progress: 0.25).tabs[2]?.opacity == 0.25)
    }

    @Test func withNoTabInCommonTabsStayWhereTheyAreAndFade() {
        let first = TabPlacement(shown: [0: rect(0, 0)], indicator: nil)
        let second = TabPlacement(shown: [5: rect(300, 0)], indicator: rect(300, 0))
        let half = first.morphed(to: second, progress: 0.5)
        #expect(half.tabs[0] == .init(rect: rect(0, 0), opacity: 0.5))
        #expect(half.tabs[5] == .init(rect: rect(300, 0), opacity: 0.5))
        #expect(half.indicator == nil) // only one end has an indicator
    }

    @Test func progressOutsideZeroToOneOrNotANumberIsClamped() {
        #expect(bar.morphed(to: rail, progress: 2).tabs.mapValues(\.rect) == rail.shown)
        #expect(bar.morphed(to: rail, progress: -1).tabs.mapValues(\.rect) == bar.shown)
        #expect(bar.morphed(to: rail, progress: .nan).tabs.mapValues(\.rect) == rail.shown)
        let pill = TabPlacement(shown: [1: rect(0, 0, 60, 30)], indicator: nil)
        #expect(bar.morphed(to: pill, progress: 7).tabs[0]?.opacity == 0)
    }
}
