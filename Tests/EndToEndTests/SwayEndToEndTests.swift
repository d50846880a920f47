import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
/// Real touchpad swipes through a real compositor: see sway_swipe.sh. Each must settle on the next
/// tab with reason `swipe`: the first ends with the compositor's axis_stop, the second with a stop
/// GTK 4.8 drops.
@Suite struct SwayEndToEndTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sway_swipe.sh").path

    @Test func twoFingerSwipeInSwaySwitchesToTheNextTab() throws {
        let shot = try AppSession.screenshotPath("sway-mid-swipe")
        try? FileManager.default.removeItem(atPath: shot)
        let result = try ProcessRunner.run("/bin/bash", [Self.script, ProcessRunner.builtProduct("floating-tabs"), shot], timeout: 120)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.components(separatedBy: "swipe client: done").count == 3, "\(result.output)")
        #expect(result.output.contains("selected recent (swipe)"), "the first swipe did not switch tabs:\n\(result.output)")
        #expect(result.output.contains("selected notes (swipe)"), "the second swipe did not switch tabs:\n\(result.output)")
        // GTK 4.8 logs one critical of its own when the virtual pointer goes away (its seat is
        // left without a pointer); any other critical or warning fails.
        let problems = result.output.split(separator: "\n").filter {
            ($0.contains("-CRITICAL") || $0.contains("-WARNING")) && !$0.contains("gdk_seat_get_pointer")
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(FileManager.default.fileExists(atPath: shot), "no mid-swipe screenshot")
    }
}
}
