import TabModel
import Testing

@Suite struct TabStripTests {
    @Test func tabsThatFitShareTheWidthInWholePixels() {
        let strip = TabStrip(count: 3, widestMinimum: 60, widestNatural: 120, viewportWidth: 400)
        #expect(!strip.scrolls)
        let frames = (0..<3).map { strip.frame(of: $0, offset: 50, rightToLeft: false) }
        #expect(frames.map(\.width).reduce(0, +) == 400)
        #expect(frames[0].x == 0 && frames[1].x == frames[0].width && frames[2].x + frames[2].width == 400)
        #expect(strip.visibleRange(offset: 0) == 0..<3)
        #expect(strip.offset(revealing: 2, from: 80) == 0)
    }

    @Test func tooManyTabsScrollAtTheirNaturalWidth() {
        let strip = TabStrip(count: 100, widestMinimum: 60, widestNatural: 110, viewportWidth: 700)
        #expect(strip.scrolls)
        #expect(strip.tabWidth == 110)
        #expect(strip.contentWidth == 11_000)
        #expect(strip.maximumOffset == 10_300)
        #expect(strip.clamp(-5) == 0 && strip.clamp(99_999) == 10_300 && strip.clamp(.nan) == 0)
        let range = strip.visibleRange(offset: 1_000)
        #expect(range.lowerBound == 9 && range.upperBound == 16)
        #expect(range.count <= Int(700 / 110) + 2, "visible tabs are bounded by the viewport, not the tab count")
    }

    @Test func revealingATabScrollsAsLittleAsPossibleAndKeepsNeighboursInSight() {
        let strip = TabStrip(count: 100, widestMinimum: 60, widestNatural: 100, viewportWidth: 500)
        #expect(strip.offset(revealing: 2, from: 0) == 0, "already in view: no scroll")
        let right = strip.offset(revealing: 10, from: 0)
        #expect(right == 10 * 100 + 100 + 50 - 500, "half a tab of the next neighbour shows")
        let left = strip.offset(revealing: 3, from: right)
        #expect(left == 3 * 100 - 50)
        #expect(strip.offset(revealing: 99, from: 0) == strip.maximumOffset)
        #expect(strip.offset(revealing: 0, from: 4_000) == 0)
        // Fractional positions (a swipe in progress) scroll continuously.
        let a = strip.offset(revealing: 10.25, from: right)
        let b = strip.offset(revealing: 10.5, from: right)
        #expect(a > right && b > a && b - a == 25)
    }

    @Test func theSelectedTabIsInsideTheViewportAfterRevealing() {
        for count in [5, 20, 100] {
            for viewport in [150.0, 333, 640] {
                let strip = TabStrip(count: count, widestMinimum: 70, widestNatural: 120, viewportWidth: viewport)
                var offset = 0.0
                for index in [count - 1, 0, count / 2, 1, count - 2] {
                    offset = strip.offset(revealing: Double(index), from: offset)
                    for rightToLeft in [false, true] {
                        let frame = strip.frame(of: index, offset: offset, rightToLeft: rightToLeft)
                        #expect(frame.x >= -0.5 && frame.x + frame.width <= viewport + 0.5, "\(count) tabs, \(viewport) px, tab \(index)")
                    }
                    #expect(strip.visibleRange(offset: offset).contains(index))
                }
            }
        }
    }

    @Test func rightToLeftMirrorsTheFrames() {
        let strip = TabStrip(count: 10, widestMinimum: 60, widestNatural: 100, viewportWidth: 300)
        let ltr = strip.frame(of: 0, offset: 0, rightToLeft: false)
        let rtl = strip.frame(of: 0, offset: 0, rightToLeft: true)
        #expect(ltr.x == 0 && rtl.x == 200 && rtl.width == ltr.width)
    }

    @Test func noTabsLayOutNothing() {
        let strip = TabStrip(count: 0, widestMinimum: 60, widestNatural: 100, viewportWidth: 300)
        #expect(!strip.scrolls && strip.visibleRange(offset: 0).isEmpty && strip.offset(revealing: 3, from: 10) == 0)
    }

    @Test func theTabUnderAPointIsFoundInBothDirectionsAndWhileScrolled() {
        let fit = TabStrip(count: 4, widestMinimum: 40, widestNatural: 90, viewportWidth: 400)
        #expect(fit.index(atX: 10, offset: 0, rightToLeft: false) == 0)
        #expect(fit.index(atX: 250, offset: 0, rightToLeft: false) == 2)
        #expect(fit.index(atX: 10, offset: 0, rightToLeft: true) == 3)
        #expect(fit.index(atX: -50, offset: 0, rightToLeft: false) == 0)
        #expect(fit.index(atX: 900, offset: 0, rightToLeft: false) == 3)
        for index in 0..<4 {
            let frame = fit.frame(of: index, offset: 0, rightToLeft: true)
            #expect(fit.index(atX: frame.x + frame.width / 2, offset: 0, rightToLeft: true) == index)
        }
        let scrolling = TabStrip(count: 100, widestMinimum: 60, widestNatural: 100, viewportWidth: 500)
        let frame = scrolling.frame(of: 42, offset: 3_900, rightToLeft: false)
        #expect(scrolling.index(atX: frame.x + 5, offset: 3_900, rightToLeft: false) == 42)
        #expect(TabStrip(count: 0, widestMinimum: 0, widestNatural: 0, viewportWidth: 500).index(atX: 5, offset: 0, rightToLeft: false) == nil)
    }

    @Test func theEdgesWithTabsBeyondThemAreTheOnesToFade() {
        let fits = TabStrip(count: 3, widestMinimum: 60, widestNatural: 120, viewportWidth: 400)
        #expect(fits.hiddenTabs(offset: 0) == (false, false), "nothing scrolls: nothing fades")
        let strip = TabStrip(count: 10, widestMinimum: 60, widestNatural: 100, viewportWidth: 450)
        #expect(strip.hiddenTabs(offset: 0) == (false, true))
        #expect(strip.hiddenTabs(offset: 120) == (true, true))
        #expect(strip.hiddenTabs(offset: strip.maximumOffset) == (true, false))
        #expect(strip.hiddenTabs(offset: 10_000) == (true, false), "past the end counts as the end")
        #expect(strip.hiddenTabs(offset: 0.3) == (false, true), "a sub-pixel offset hides nothing")
    }

    /// Four tabs as the app's bar has them, one ("Recent" with its badge) wider than the rest.
    private let naturals: [Double] = [100, 150, 100, 120]
    private var tabs: [TabWidth] { naturals.map { TabWidth(minimum: 60, natural: $0) } }

    private func widths(_ strip: TabStrip) -> [Double] { (0..<strip.count).map { strip.frame(of: $0, offset: 0, rightToLeft: false).width } }

    @Test func aTabThatNeedsMoreThanAnEqualShareKeepsItsNaturalWidthAndTheOthersShareTheRest() {
        let strip = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 520, widths: tabs)
        #expect(!strip.scrolls)
        #expect(widths(strip) == [123, 150, 123, 124], "equal shares would cut the wide tab to 130")
        for index in 0..<4 { #expect(widths(strip)[index] >= naturals[index], "tab \(index)") }
        let frames = (0..<4).map { strip.frame(of: $0, offset: 0, rightToLeft: false) }
        for index in 1..<4 { #expect(frames[index].x == frames[index - 1].x + frames[index - 1].width, "tabs touch") }
        #expect(frames[3].x + frames[3].width == 520)
    }

    @Test func withTooLittleRoomForEveryNaturalWidthEachTabGivesUpTheSamePartOfWhatItCan() {
        let strip = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 440, widths: tabs)
        #expect(!strip.scrolls)
        // 30 px short of 470: each gives up 30/230 of what lies above its 60 px least width.
        #expect(widths(strip) == [94, 139, 94, 113])
        let tighter = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 300, widths: tabs)
        #expect(widths(tighter) == [70, 83, 71, 76], "the longest title keeps the most")
    }

    /// Each natural width keeps 10 px for a bold title; only the selected tab shows one.
    @Test func tooLittleRoomIsTakenFirstFromTheBoldRoomOfTheTabsNotSelected() {
        let bold = naturals.map { TabWidth(minimum: 60, natural: $0, boldRoom: 10) }
        // 20 px short of 470: the three tabs not selected give up 20 of their 30 px of bold room.
        let strip = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 450, widths: bold, selected: 3)
        #expect(!strip.scrolls)
        #expect(widths(strip) == [93, 143, 94, 120], "the selected tab keeps its 120 px, the others 6⅔ px less each")
        #expect(widths(strip)[3] >= naturals[3], "the selected title stays whole in bold")
        for index in 0..<3 { #expect(widths(strip)[index] >= naturals[index] - 10, "tab \(index)'s regular title stays whole") }
        let other = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 450, widths: bold, selected: 1)
        #expect(widths(other)[1] >= 150, "the selection moved: now the second tab keeps its bold room")
        // 60 px short: the 30 px of bold room are not enough; then every tab gives up the same
        // part of what lies between the width its title needs as shown and its least width.
        let tighter = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 410, widths: bold, selected: 3)
        #expect(widths(tighter) == [85, 128, 86, 111], "30 px short of 440 as shown: each gives up 30/200 above its least")
        let noneBold = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 450, widths: bold)
        #expect(widths(noneBold) == [95, 145, 95, 115], "with no title bold, every tab gives up half its bold room")
        let noBoldRoom = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 450, widths: tabs, selected: 3)
        #expect(widths(noBoldRoom) == [96, 142, 97, 115], "without bold room, every tab gives up 20/230 above its least")
    }

    /// As with "Tab labels: selected tab" (the others show icons only): one tab much wider than
    /// the rest, least widths far apart.
    @Test func tabsFitWhenTheirLeastWidthsTogetherDoAndNoTabGoesBelowItsLeast() {
        let icon = TabWidth(minimum: 40, natural: 50)
        let selectedOnly = [icon, TabWidth(minimum: 100, natural: 140), icon, icon]
        let strip = TabStrip(count: 4, widestMinimum: 100, widestNatural: 140, viewportWidth: 374, widths: selectedOnly)
        #expect(!strip.scrolls, "four tabs at the widest least width (400 px) would not fit; their own (220 px) do")
        #expect(widths(strip) == [78, 140, 78, 78])
        let tight = TabStrip(count: 4, widestMinimum: 100, widestNatural: 140, viewportWidth: 250, widths: selectedOnly)
        #expect(widths(tight) == [44, 117, 44, 45], "each gives up 4/7 of what lies above its least width")
        for (index, width) in widths(tight).enumerated() { #expect(width >= selectedOnly[index].minimum) }
        let tooTight = TabStrip(count: 4, widestMinimum: 100, widestNatural: 140, viewportWidth: 210, widths: selectedOnly)
        #expect(tooTight.scrolls && tooTight.tabWidth == 140, "below the least widths together the strip scrolls")
    }

    /// Two tabs raised to the level and one keeping its natural width; then a level that is not a
    /// whole pixel, whose edges are still whole and together fill the viewport.
    @Test func theLevelThatFillsTheWidthIsFoundExactly() {
        let wide = [TabWidth(minimum: 30, natural: 40), TabWidth(minimum: 60, natural: 150), TabWidth(minimum: 30, natural: 40)]
        #expect(widths(TabStrip(count: 3, widestMinimum: 60, widestNatural: 150, viewportWidth: 300, widths: wide)) == [75, 150, 75])
        #expect(widths(TabStrip(count: 3, widestMinimum: 60, widestNatural: 150, viewportWidth: 450, widths: wide)) == [150, 150, 150])
        let odd = TabStrip(count: 3, widestMinimum: 60, widestNatural: 150, viewportWidth: 301, widths: wide)
        #expect(widths(odd) == [75, 150, 76], "75.5 each for the two short tabs, edges whole")
        let three = [TabWidth(minimum: 30, natural: 33.25), TabWidth(minimum: 30, natural: 33.5), TabWidth(minimum: 30, natural: 90)]
        #expect(widths(TabStrip(count: 3, widestMinimum: 30, widestNatural: 90, viewportWidth: 200, widths: three)) == [55, 55, 90])
    }

    @Test func withRoomForTheWidestEveryTabGetsAnEqualShare() {
        let roomy = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 800, widths: tabs)
        #expect(widths(roomy) == [200, 200, 200, 200])
        let unmeasured = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 520, widths: Array(tabs.prefix(2)))
        #expect(widths(unmeasured) == [130, 130, 130, 130], "widths that do not match the tabs are not used")
        let scrolling = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 200, widths: tabs)
        #expect(scrolling.scrolls && widths(scrolling) == [150, 150, 150, 150], "a strip that scrolls keeps equal tabs")
    }

    @Test func theTabUnderAPointFollowsUnequalShares() {
        let strip = TabStrip(count: 4, widestMinimum: 60, widestNatural: 150, viewportWidth: 520, widths: tabs)
        for rightToLeft in [false, true] {
            for x in stride(from: 0.5, to: 520, by: 1) { // pixel centres
                guard let index = strip.index(atX: x, offset: 0, rightToLeft: rightToLeft) else {
                    Issue.record("no tab at \(x)")
                    continue
                }
                let frame = strip.frame(of: index, offset: 0, rightToLeft: rightToLeft)
                #expect(frame.x <= x && x < frame.x + frame.width, "x \(x) rtl \(rightToLeft): tab \(index) at \(frame)")
            }
        }
        let mirrored = strip.frame(of: 1, offset: 0, rightToLeft: true)
        #expect(mirrored.x == 520 - 123 - 150 && mirrored.width == 150)
    }
}
