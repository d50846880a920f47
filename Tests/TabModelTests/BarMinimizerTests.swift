import TabModel
import Testing

@Suite struct BarMinimizerTests {
    @Test func scrollingDownFarEnoughMinimisesAndUpABitRestores() {
        var bar = BarMinimizer()
        let step1 = bar.scrolled(by: 30)
        #expect(!step1)
        #expect(!bar.isMinimized)
        let step2 = bar.scrolled(by: 40)
        #expect(step2) // 70 px in one go
        #expect(bar.isMinimized)
        let step3 = bar.scrolled(by: 500)
        #expect(!step3) // further down: stays
        let step4 = bar.scrolled(by: -10)
        #expect(!step4)
        let step5 = bar.scrolled(by: -10)
        #expect(step5) // 20 px up
        #expect(!bar.isMinimized)
    }

    @Test func changingDirectionStartsTheDistanceAgain() {
        var bar = BarMinimizer()
        _ = bar.scrolled(by: 50)
        _ = bar.scrolled(by: -1)
        let step6 = bar.scrolled(by: 50)
        #expect(!step6) // 50 since the turn: not yet
        let step7 = bar.scrolled(by: 20)
        #expect(step7)
    }

    @Test func expandIsForHoverFocusSwipesAndTabChanges() {
        var bar = BarMinimizer()
        let step8 = bar.expand()
        #expect(!step8)
        _ = bar.scrolled(by: 100)
        let step9 = bar.expand()
        #expect(step9)
        #expect(!bar.isMinimized)
        let step10 = bar.scrolled(by: 40)
        #expect(!step10) // the distance counts again from the expansion
        let nan = bar.scrolled(by: .nan)
        let zero = bar.scrolled(by: 0)
        #expect(!nan && !zero)
    }
}
