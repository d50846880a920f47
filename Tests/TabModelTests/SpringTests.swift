import TabModel
import Testing

@Suite struct SpringTests {
    @Test func startsAtFromWithTheInitialVelocityAndSettlesAtTo() {
        let spring = SpringAnimation(from: 0.4, to: 1, initialVelocity: 3)
        #expect(abs(spring.value(at: 0) - 0.4) < 1e-12)
        #expect(abs(spring.velocity(at: 0) - 3) < 1e-9)
        #expect(spring.isFinished(at: 1))
        #expect(abs(spring.value(at: 1) - 1) < 0.001)
    }

    @Test func criticallyDampedFromRestNeverOvershoots() {
        let spring = SpringAnimation(from: 0, to: 1)
        var previous = 0.0
        for step in 1...1000 {
            let value = spring.value(at: Double(step) / 1000)
            #expect(value <= 1 + 1e-12)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test func settlesInAboutAThirdOfASecond() {
        let spring = SpringAnimation(from: 0, to: 1)
        #expect(!spring.isFinished(at: 0.15))
        #expect(spring.isFinished(at: 0.5))
    }

    @Test func steppingByUnevenFrameTimesMatchesTheClosedForm() {
        let spring = SpringAnimation(from: -0.3, to: 0, initialVelocity: -2)
        var t = 0.0
        for frame in [0.016, 0.033, 0.008, 0.016, 0.050] { t += frame }
        #expect(abs(spring.value(at: t) - spring.value(at: 0.123)) < 1e-12)
    }

    @Test func retargetingKeepsPositionAndVelocity() {
        let spring = SpringAnimation(from: 0, to: 1, initialVelocity: 0)
        let retargeted = spring.retargeted(to: -1, at: 0.05)
        #expect(abs(retargeted.value(at: 0) - spring.value(at: 0.05)) < 1e-12)
        #expect(abs(retargeted.velocity(at: 0) - spring.velocity(at: 0.05)) < 1e-9)
        #expect(abs(retargeted.value(at: 2) + 1) < 0.001)
    }

    /// An animation ends once what is left of it cannot be seen: within `resolution` (half a
    /// device pixel) of its target and slow, not a thousandth of a unit away. Ending it there
    /// never moves the value visibly: the rest of its path stays within 1.21 × `resolution`.
    @Test func endsOnceTheRestOfItsMotionIsUnderItsResolution() {
        let halfPixelOfA96PixelTab = 0.5 / 96
        for (from, velocity) in [(0.0, 0.0), (2.0, 0.0), (0.0, 12.0), (0.4, -6.0)] {
            let spring = SpringAnimation(from: from, to: 1, initialVelocity: velocity, resolution: halfPixelOfA96PixelTab)
            let frames = (1...60).map { Double($0) / 60 }
            guard let end = frames.first(where: { spring.isFinished(at: $0) }) else {
                Issue.record("from \(from) at \(velocity)/s it never ended")
                continue
            }
            let pixelsLeft = abs(spring.value(at: end) - 1) * 96
            #expect(pixelsLeft < 0.5, "from \(from) at \(velocity)/s it ended \(pixelsLeft) px short")
            let straysAfter = frames.filter { $0 > end }.map { abs(spring.value(at: $0) - 1) * 96 }.max() ?? 0
            #expect(straysAfter < 0.61, "from \(from) at \(velocity)/s it would have moved \(straysAfter) px after ending")
            let lastVisibleMove = frames.last { abs(spring.value(at: $0) - 1) * 96 >= 0.5 } ?? 0
            #expect(end - lastVisibleMove <= 1.0 / 60 + 1e-9, "from \(from) at \(velocity)/s it ran \(end - lastVisibleMove) s past its last visible step")
        }
        let unresolved = SpringAnimation(from: 0, to: 1)
        #expect(!unresolved.isFinished(at: 0.25), "without a resolution it ends within a thousandth of a unit")
        #expect(SpringAnimation(from: 0, to: 1, resolution: halfPixelOfA96PixelTab).isFinished(at: 0.25))
    }

    @Test func usesLibadwaitaConstants() {
        #expect(Spring.critical.mass == 0.5)
        #expect(Spring.critical.stiffness == 500)
    }
}

@Suite struct IndicatorGeometryTests {
    let frames = [TabFrame(x: 0, width: 100), TabFrame(x: 100, width: 60), TabFrame(x: 160, width: 140)]

    private func frame(at position: Double, in frames: [TabFrame]) -> TabFrame? {
        IndicatorGeometry.frame(at: position, count: frames.count) { frames[$0] }
    }

    @Test func sitsOnTheSelectedTab() {
        #expect(frame(at: 1, in: frames) == TabFrame(x: 100, width: 60))
    }

    @Test func interpolatesPositionAndWidthBetweenNeighbours() {
        #expect(frame(at: 1.5, in: frames) == TabFrame(x: 130, width: 100))
        #expect(frame(at: 0.25, in: frames) == TabFrame(x: 25, width: 90))
    }

    @Test func clampsOutsideTheTabsAndHandlesEmptyAndNaN() {
        #expect(frame(at: -0.3, in: frames) == frames[0])
        #expect(frame(at: 2.3, in: frames) == frames[2])
        #expect(frame(at: 1, in: []) == nil)
        #expect(frame(at: .nan, in: frames) == frames[0])
    }

    @Test func rightToLeftFramesMoveTheIndicatorLeftward() {
        let rtl = [TabFrame(x: 200, width: 100), TabFrame(x: 100, width: 100), TabFrame(x: 0, width: 100)]
        #expect(frame(at: 0.5, in: rtl)?.x == 150)
    }
}
