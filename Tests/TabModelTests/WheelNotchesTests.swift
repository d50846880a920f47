import TabModel
import Testing

/// A mouse wheel over the pages: sideways notches change the tab once per flick, mirrored
/// right-to-left; vertical notches scroll the page.
@Suite struct WheelNotchesTests {
    @Test func aSidewaysNotchMovesOneTabAndAFlickOfNotchesCountsOnce() {
        var notches = WheelNotches()
        #expect(notches.notch(dx: 1, dy: 0, time: 1000, inWheelUnits: true, rightToLeft: false) == .selectNeighbour(forward: true))
        #expect(notches.notch(dx: 1, dy: 0, time: 1100, inWheelUnits: true, rightToLeft: false) == .ignore) // within 150 ms
        #expect(notches.notch(dx: -1, dy: 0, time: 1250, inWheelUnits: true, rightToLeft: false) == .selectNeighbour(forward: false))
    }

    @Test func rightToLeftMirrorsTheDirection() {
        var notches = WheelNotches()
        #expect(notches.notch(dx: 1, dy: 0, time: 0, inWheelUnits: true, rightToLeft: true) == .selectNeighbour(forward: false))
        #expect(notches.notch(dx: -1, dy: 0.5, time: 500, inWheelUnits: true, rightToLeft: true) == .selectNeighbour(forward: true))
    }

    @Test func verticalNotchesScrollTheContentByTheConfiguredDistance() {
        var configuration = SwipeConfiguration()
        configuration.wheelNotchDistance = 40
        var notches = WheelNotches(configuration: configuration)
        #expect(notches.notch(dx: 0, dy: 2, time: 0, inWheelUnits: true, rightToLeft: false) == .scrollContent(by: 80))
        #expect(notches.notch(dx: 0.5, dy: -1, time: 0, inWheelUnits: true, rightToLeft: false) == .scrollContent(by: -40)) // mostly vertical
        #expect(notches.notch(dx: 0, dy: 12, time: 0, inWheelUnits: false, rightToLeft: false) == .scrollContent(by: 12)) // pixels already
        // Scrolling does not debounce the next sideways notch.
        #expect(notches.notch(dx: 1, dy: 0, time: 1, inWheelUnits: true, rightToLeft: false) == .selectNeighbour(forward: true))
    }
}
