import TabModel
import Testing

/// Bar or rail: the decision `TabView` makes from the window's size, the tab count and the
/// tabs' natural sizes.
@Suite struct TabBarLayoutTests {
    /// Four tabs of the app's size: about 110 px wide (icon and title), 42 px tall, 36 px of
    /// margins, border and padding around them.
    private let tabs = TabBarMetrics(
        tabMinimumWidth: 80, tabNaturalWidth: 110, tabMinimumHeight: 42, tabNaturalHeight: 42,
        chromeWidth: 36, chromeHeight: 36)

    private func decide(
        _ preference: TabBarLayoutPreference = .automatic, count: Int = 4, width: Double, height: Double = 800,
        metrics: TabBarMetrics? = nil
    ) -> TabBarLayout {
        TabBarLayout.decide(preference, count: count, viewWidth: width, viewHeight: height, metrics: metrics ?? tabs)
    }

    @Test func automaticIsABarOnNarrowAndMediumWindowsAndARailOnWideOnes() {
        #expect(decide(width: 400).kind == .bar)
        #expect(decide(width: 800).kind == .bar)
        #expect(decide(width: 960).kind == .bar, "the app's default window keeps the bar")
        #expect(decide(width: 1400).kind == .rail)
        // The switch happens where the rail and a page of the minimum width fit side by side.
        let railWidth = 110 + 36.0
        #expect(decide(width: TabBarLayout.minimumPageWidth + railWidth).kind == .rail)
        #expect(decide(width: TabBarLayout.minimumPageWidth + railWidth - 1).kind == .bar)
    }

    @Test func theUsersChoiceWinsAtAnyWidth() {
        for width in [320.0, 800, 1400, 4000] {
            #expect(decide(.bar, width: width).kind == .bar)
            #expect(decide(.rail, width: width).kind == .rail)
        }
    }

    @Test func longTitlesMakeTheRailWiderAndSoNeedAWiderWindow() {
        let short = TabBarMetrics(tabMinimumWidth: 60, tabNaturalWidth: 80, tabMinimumHeight: 42, tabNaturalHeight: 42, chromeWidth: 36, chromeHeight: 36)
        let long = TabBarMetrics(tabMinimumWidth: 60, tabNaturalWidth: 190, tabMinimumHeight: 42, tabNaturalHeight: 42, chromeWidth: 36, chromeHeight: 36)
        #expect(decide(width: 1000, metrics: short).kind == .rail)
        #expect(decide(width: 1000, metrics: long).kind == .bar)
        #expect(decide(width: 1100, metrics: long).kind == .rail)
    }

    @Test func theRailIsAsWideAsItsWidestTitleUpToALimitAndAsTallAsItsTabs() {
        let rail = decide(.rail, width: 1400)
        #expect(rail.width == 110 + 36)
        #expect(rail.height == 4 * 42 + 36)
        #expect(rail.pageInset == rail.width, "pages give the rail its room")
        #expect(!rail.scrolls)
        let huge = TabBarMetrics(tabMinimumWidth: 60, tabNaturalWidth: 900, tabMinimumHeight: 42, tabNaturalHeight: 42, chromeWidth: 36, chromeHeight: 36)
        #expect(decide(.rail, width: 1400, metrics: huge).width == TabBarLayout.maximumRailTabWidth + 36)
        #expect(decide(.bar, width: 1400).pageInset == 0, "the bar floats over the pages")
    }

    @Test func tooManyTabsScrollInTheBarOrTheRail() {
        #expect(!decide(.bar, count: 4, width: 400).scrolls)
        #expect(decide(.bar, count: 8, width: 400).scrolls, "8 tabs of at least 80 px do not fit in 364 px")
        #expect(decide(.bar, count: 100, width: 1400).scrolls)
        let rail = decide(.rail, count: 100, width: 1400, height: 800)
        #expect(rail.scrolls)
        #expect(rail.height == 800, "the rail takes the window's height and its tabs scroll")
        #expect(!decide(.rail, count: 18, width: 1400, height: 800).scrolls, "18 × 42 + 36 = 792 px fit in 800")
        #expect(decide(.rail, count: 19, width: 1400, height: 800).scrolls)
    }

    @Test func theBarTakesItsNaturalWidthUpToTheWindowAndNeverLessThanOneTab() {
        let bar = decide(.bar, width: 1400)
        #expect(bar.width == 4 * 110 + 36)
        #expect(bar.height == 42 + 36)
        #expect(decide(.bar, count: 100, width: 1400).width == TabBarLayout.maximumBarContentWidth + 36)
        #expect(decide(.bar, count: 4, width: 50).width == 80 + 36, "a tiny window still gets one whole tab")
    }

    @Test func noTabsOrNonsenseSizesGiveAnEmptyBar() {
        let none = decide(count: 0, width: 1400)
        #expect(none.kind == .bar && !none.scrolls)
        #expect(decide(width: .nan).kind == .bar)
        #expect(decide(width: .infinity).kind == .bar)
        let negative = TabBarMetrics(tabMinimumWidth: -5, tabNaturalWidth: .nan, tabMinimumHeight: 10, tabNaturalHeight: 2)
        #expect(negative.tabMinimumWidth == 0 && negative.tabNaturalWidth == 0 && negative.tabNaturalHeight == 10)
    }

    @Test func theBarsOwnMeasurementUsesTheSameRule() {
        let bar = TabBarLayout.contentSize(.bar, count: 4, metrics: tabs)
        #expect(bar.naturalWidth == 440 && bar.minimumWidth == 80 && bar.naturalHeight == 42)
        let rail = TabBarLayout.contentSize(.rail, count: 4, metrics: tabs)
        #expect(rail.naturalWidth == 110 && rail.naturalHeight == 168 && rail.minimumHeight == 42)
        #expect(TabBarLayout.layout(.rail, count: 4, viewWidth: 1400, viewHeight: 800, metrics: tabs).width == rail.naturalWidth + 36)
    }

    @Test func aTabMovingFromBarToRailStaysInsideThePillThatCarriesIt() {
        // Tab 2 of 4 in a 440 × 42 bar, and in a 110 × 168 rail.
        let inBar = TabFrame(x: 220, width: 110).rect(vertical: false, across: 42)
        let inRail = TabFrame(x: 84, width: 42).rect(vertical: true, across: 110)
        #expect(inBar == TabRect(x: 220, y: 0, width: 110, height: 42))
        #expect(inRail == TabRect(x: 0, y: 84, width: 110, height: 42))
        for step in 0...10 {
            let t = Double(step) / 10
            let tab = inBar.interpolated(to: inRail, progress: t)
            let pillWidth = 440 + (110 - 440) * t
            let pillHeight = 42 + (168 - 42) * t
            #expect(tab.x >= 0 && tab.y >= 0 && tab.x + tab.width <= pillWidth + 1e-9 && tab.y + tab.height <= pillHeight + 1e-9)
        }
        #expect(inBar.interpolated(to: inRail, progress: -1) == inBar)
        #expect(inBar.interpolated(to: inRail, progress: 7) == inRail)
        #expect(inBar.interpolated(to: inRail, progress: .nan) == inRail)
    }

    @Test func settingEachTabsWidthsSetsTheWidestTabsToo() {
        var metrics = tabs
        metrics.setTabWidths([TabWidth(minimum: 40, natural: 90), TabWidth(minimum: 70, natural: 75)])
        #expect(metrics.tabMinimumWidth == 70 && metrics.tabNaturalWidth == 90)
        #expect(metrics.tabWidths.count == 2)
        metrics.setTabWidths([])
        #expect(metrics.tabMinimumWidth == 0 && metrics.tabNaturalWidth == 0 && metrics.tabWidths.isEmpty)
        #expect(metrics.tabNaturalHeight == 42, "heights are untouched")
    }
}

/// Bar, rail and compact pill change into one another without a jump.
@Suite struct TabBarShapeTransitionTests {

    @Test func aNewTargetStartsFromWhatIsShown() {
        var transition = TabBarShapeTransition(at: .bar)
        #expect(transition.isSettled && transition.shown == .bar)
        let changed1 = transition.retarget(to: .bar)
        #expect(!changed1)
        let changed2 = transition.retarget(to: .rail)
        #expect(changed2)
        #expect(transition.from == .bar && transition.to == .rail && transition.progress == 0)
        #expect(transition.shown == .bar, "at 0 it still shows where it starts")
        transition.progress = 0.3
        #expect(!transition.isSettled)
        // Back to the bar while 30 % of the way to the rail: it reverses from 70 % of the way back.
        let changed3 = transition.retarget(to: .bar)
        #expect(changed3)
        #expect(transition.from == .rail && transition.to == .bar && abs(transition.progress - 0.7) < 1e-12)
        transition.progress = 1
        #expect(transition.isSettled && transition.shown == .bar)
        let toCompact = transition.retarget(to: .compact(2))
        #expect(toCompact)
        #expect(transition.from == .bar && transition.to == .compact(2))
        transition.progress = 0.8
        // A third shape mid-way: it starts from the nearer end.
        let changed4 = transition.retarget(to: .rail)
        #expect(changed4)
        #expect(transition.from == .compact(2) && transition.to == .rail && transition.progress == 0)
    }

    @Test func theShapeFollowsKindAndMinimising() {
        #expect(TabBarShape(kind: .bar, compactIndex: nil) == .bar)
        #expect(TabBarShape(kind: .bar, compactIndex: 3) == .compact(3))
        #expect(TabBarShape(kind: .rail, compactIndex: 3) == .rail, "a rail never minimises")
    }

    /// What a tab's menu points at: the tab's place cut to the bar, or a sliver at the bar's end
    /// the tab lies beyond.
    @Test func aRectangleClampedIntoTheBarStaysInsideIt() {
        let bar = TabRect(x: 6, y: 6, width: 300, height: 42)
        #expect(TabRect(x: 100, y: 6, width: 90, height: 42).clamped(into: bar) == TabRect(x: 100, y: 6, width: 90, height: 42), "inside: unchanged")
        #expect(TabRect(x: 260, y: 6, width: 90, height: 42).clamped(into: bar) == TabRect(x: 260, y: 6, width: 46, height: 42), "cut at the end")
        #expect(TabRect(x: 400, y: 6, width: 90, height: 42).clamped(into: bar) == TabRect(x: 305, y: 6, width: 1, height: 42), "beyond: the end")
        #expect(TabRect(x: -200, y: 6, width: 90, height: 42).clamped(into: bar) == TabRect(x: 6, y: 6, width: 1, height: 42), "before: the start")
        #expect(TabRect(x: 0, y: 400, width: 50, height: 42).clamped(into: bar) == TabRect(x: 6, y: 47, width: 44, height: 1), "below, down the rail")
    }
}

/// Where the pages keep clear of the floating bar.
@Suite struct PageInsetsTests {
    @Test func theBarsEdgeGetsItsClearanceAndTheRailNone() {
        #expect(PageInsets.clearing(.bar, atTop: false, clearance: 78) == PageInsets(top: 0, bottom: 78))
        #expect(PageInsets.clearing(.bar, atTop: true, clearance: 78) == PageInsets(top: 78, bottom: 0))
        #expect(PageInsets.clearing(.rail, atTop: false, clearance: 78) == PageInsets())
        #expect(PageInsets.clearing(.rail, atTop: true, clearance: 78) == PageInsets())
        #expect(PageInsets(top: -4, bottom: .nan) == PageInsets(), "nonsense counts as none")
    }
}
