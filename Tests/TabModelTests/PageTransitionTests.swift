import TabModel
import Testing

/// How a selection change moves the pages and the indicator, for every reason it can have.
@Suite struct PageTransitionTests {
    private func transition(
        _ reason: SelectionReason, settling: Bool = false, animating: Bool = false, distance: Double = 2,
        mapped: Bool = true
    ) -> PageTransition {
        PageTransition(reason: reason, swipeSettling: settling, pagerAnimating: animating, pagerDistance: distance, isMapped: mapped)
    }

    @Test(arguments: [SelectionReason.click, .keyboard, .wheel, .programmatic, .dragHover])
    func aChangeOnScreenJumpsThePagesAndSlidesTheIndicator(reason: SelectionReason) {
        let change = transition(reason)
        #expect(change.pager == .jump) // the page is there in the first frame
        #expect(change.indicator == .animate)
        #expect(change.endsSwipeSettle)
    }

    @Test func aNeighbourChosenWhileThePagesStillMoveRetargetsThemWithoutAJump() {
        #expect(transition(.keyboard, animating: true, distance: 1).pager == .animate)
        #expect(transition(.keyboard, animating: true, distance: -0.4).pager == .animate)
        #expect(transition(.keyboard, animating: true, distance: 3).pager == .jump) // far away: jump
        #expect(transition(.keyboard, animating: false, distance: 1).pager == .jump)
    }

    @Test func aSettlingSwipeCarriesBothAndAnotherChangeTakesOver() {
        let swipe = transition(.swipe, settling: true)
        #expect(swipe.pager == .none && swipe.indicator == .none && !swipe.endsSwipeSettle)
        let click = transition(.click, settling: true)
        #expect(click.pager == .jump && click.indicator == .animate && click.endsSwipeSettle)
    }

    @Test func aSwipeNotSettlingAnimatesThePages() {
        let swipe = transition(.swipe, settling: false, distance: 3)
        #expect(swipe.pager == .animate && swipe.indicator == .animate)
    }

    @Test func aRestoredSessionOrAViewOffScreenPutsTheIndicatorInPlace() {
        #expect(transition(.restore).indicator == .jump)
        #expect(transition(.restore).pager == .jump)
        #expect(transition(.click, mapped: false).indicator == .jump)
        #expect(transition(.swipe, settling: true, mapped: false).indicator == .jump)
    }
}
