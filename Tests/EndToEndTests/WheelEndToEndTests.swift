import Foundation
import Testing

/// A tilt wheel (`xdotool click 6/7`, a discrete horizontal wheel on the mouse) moves one tab per
/// notch; vertical wheel notches never switch tabs.
extension EndToEnd {
    @Suite struct WheelEndToEndTests {
        @Test func horizontalWheelNotchesSwitchTabsAndVerticalOnesDoNot() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.launch()
            session.xdotool("mousemove", "500", "300")
            session.xdotool("click", "7") // tilt right
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" }, "\(session.log)")
            // Past the debounce, another notch.
            #expect(AppSession.poll(timeout: 2) { session.log.contains("selected recent (wheel)") })
            Thread.sleep(forTimeInterval: 0.2) // let the 150 ms wheel debounce pass, as a person's second notch would
            session.xdotool("click", "7")
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Notes" })
            Thread.sleep(forTimeInterval: 0.2)
            session.xdotool("click", "6") // tilt left
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })
            session.xdotool("click", "--repeat", "3", "5") // vertical wheel down
            session.xdotool("click", "--repeat", "3", "4")
            let stayed = AppSession.poll(timeout: 1) { session.selectedTabName() != "Recent" }
            #expect(!stayed)
            #expect(session.log.components(separatedBy: "(wheel)").count - 1 == 3)
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }
    }
}
