import Foundation
import GtkTestSupport
import Testing

extension EndToEnd {
    /// The chaos session on Wayland: the same random inputs as `ChaosEndToEndTests` (same generator, a
    /// printed seed) through sway's virtual pointer, a virtual keyboard (wtype) and swaymsg resizes
    /// (see sway_chaos.sh). Every 100 inputs the app must be alive and AT-SPI's selected tab the
    /// model's; a window the inputs closed (as a user can: the keyboard reaches the header bar) is
    /// started again, as on X11. At the end Ctrl+Q quits and the app's logs hold no GTK warning or
    /// critical that the plain GTK program `popover_reproducer.c` did not log under the same sway in
    /// the same run: GDK's note that sway 1.7 cannot move a shown popup, and GTK's "Broken accounting
    /// of active state" when a click closes a keyboard-opened menu after a right click (GTK gets the
    /// click's release without its press), and the three criticals GTK 4.8 logs when text that
    /// paints nothing (only spaces) is dragged out of a text view or an entry: on a composited
    /// display the drag icon's snapshot is empty. The allow-list is that program's log, and the two
    /// messages GTK's own timing decides, as on X11 (`ChaosLog.isGtkTiming`).
    @Suite struct SwayChaosEndToEndTests {
        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sway_chaos.sh").path

        @Test func twoThousandRandomInputsOnWaylandKeepTheAppAliveAndConsistent() throws {
            let seed = UInt64(ProcessInfo.processInfo.environment["FT_CHAOS_SEED"] ?? "") ?? UInt64.random(in: 0...UInt64.max)
            print("SwayChaosEndToEndTests: seed \(seed) (replay with FT_CHAOS_SEED=\(seed))")
            var rng = SplitMix64(seed: seed)
            var lines: [String] = []
            for step in 1...ChaosInput.count {
                lines.append(ChaosInput.next(&rng).scriptLine)
                if step % 100 == 0 { lines.append("check \(step)") }
            }
            let inputs = FileManager.default.temporaryDirectory.appendingPathComponent("ft-chaos-\(UUID().uuidString).txt")
            try (lines.joined(separator: "\n") + "\n").write(to: inputs, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: inputs) }
            // The script runs as another user when the test runs as root.
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: inputs.path)

            let result = try ProcessRunner.run("/bin/bash", [Self.script, try ProcessRunner.shippedProduct("floating-tabs"), inputs.path], timeout: 1_200)
            let parts = SwayEndToEndTests.sections(result.output)
            let chaos = parts["chaos"] ?? []
            let appLog = parts["app log"] ?? []
            let checks = chaos.filter { $0.hasPrefix("check ") }
            let passed = checks.filter { $0.hasSuffix(" ok") }.count
            #expect(result.status == 0, "seed \(seed): \(result.output.suffix(4_000))")
            #expect(passed == ChaosInput.count / 100, "seed \(seed): \(checks.filter { !$0.hasSuffix(" ok") }) \(chaos.suffix(20))")
            #expect(chaos.contains("quit ok"), "seed \(seed): Ctrl+Q did not quit after the run")
            let reproduced = Set((parts["reproducer log"] ?? []).compactMap(Self.message))
            #expect(parts["reproducer log"] != nil, "the reproducer did not run: \(result.output.suffix(2_000))")
            let messages = appLog.filter { Self.message($0) != nil }
            let problems = ChaosLog.unexplained(appLog, excused: reproduced)
            #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
            print(
                "SwayChaosEndToEndTests: survived \(passed * 100) inputs on Wayland (the window was closed \(chaos.filter { $0.contains("started again") }.count) times and started again); \(messages.count - problems.count) GTK messages excused (the plain GTK program logged \(reproduced.sorted()); GTK's timing: see ChaosLog), \(problems.count) others; seed \(seed)"
            )
        }

        /// A GTK warning or critical without what changes from run to run: "Gdk-WARNING **: text" with
        /// the program, time and addresses left out; nil for any other line.
        static func message(_ line: String) -> String? {
            guard let level = line.range(of: #"[A-Za-z]+-(WARNING|CRITICAL) \*\*: "#, options: .regularExpression) else { return nil }
            var text = String(line[level.upperBound...])
            if let time = text.range(of: #"^[0-9:.]+: "#, options: .regularExpression) { text.removeSubrange(time) }
            // A widget's address and type ("widget 0x55…(GtkBox)"): the same message about another widget.
            text = text.replacingOccurrences(of: #"0x[0-9a-f]+(\([A-Za-z]+\))?"#, with: "0x…", options: .regularExpression)
            return String(line[level]) + text
        }
    }
}
