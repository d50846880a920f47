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
            let result = try ProcessRunner.run("/bin/bash", [Self.script, try ProcessRunner.shippedProduct("floating-tabs"), shot], timeout: 120)
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

        static let navigationScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sway_navigation.sh").path

        /// The script's output split at its "--- " markers: section title → lines.
        static func sections(_ output: String) -> [String: [String]] {
            var result: [String: [String]] = [:]
            var current = ""
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("--- ") { current = String(line.dropFirst(4)) } else { result[current, default: []].append(String(line)) }
            }
            return result
        }

        static func tree(_ lines: [String]?) -> [AccessibleNode] {
            guard let json = lines?.first(where: { $0.hasPrefix("[") }) else { return [] }
            return (try? JSONDecoder().decode([AccessibleNode].self, from: Data(json.utf8))) ?? []
        }

        /// Back swipes in Files two levels deep, and AT-SPI on Wayland: see sway_navigation.sh.
        @Test func backSwipesPopInsideTheTabAndScreenReadersMeetOnlyWhatIsShownOnWayland() throws {
            let shot = try AppSession.screenshotPath("sway-mid-back-swipe")
            try? FileManager.default.removeItem(atPath: shot)
            let result = try ProcessRunner.run("/bin/bash", [Self.navigationScript, try ProcessRunner.shippedProduct("floating-tabs"), shot], timeout: 180)
            #expect(result.status == 0, "\(result.output)")
            let parts = Self.sections(result.output)
            func reachable(_ section: String) -> Set<String> { Set(Self.tree(parts[section]).filter(\.isReachable).map(\.name)) }

            let deep = reachable("atspi depth 2")
            #expect(deep.contains("summary.txt") && !deep.contains("readme.txt") && !deep.contains("Music"), "\(deep.sorted())")
            let unnamed = Self.tree(parts["atspi depth 2"]).filter { $0.isButton && $0.isReachable && ($0.name.isEmpty || $0.name.hasPrefix("Gtk")) }
            #expect(unnamed.isEmpty, "\(unnamed)")

            #expect(parts["short slow swipe toward back"]?.contains("(no path change)") == true, "\(result.output)")
            #expect(
                parts["slow full swipe toward back"]?.contains {
                    $0.hasSuffix("debug: path files: folder " + ($0.split(separator: " ").last.map(String.init) ?? "")) && $0.hasSuffix("/home/Documents")
                } == true,
                "\(result.output)")
            #expect(parts["second slow full swipe toward back"]?.contains { $0.hasSuffix("debug: path files: ") } == true, "\(result.output)")
            #expect(parts["app log"]?.contains { $0.hasSuffix("selected recent (swipe)") } == true, "\(result.output)")
            #expect(parts["app log"]?.contains { $0.contains("selected files") } == false) // the back swipes never switched tabs

            let recent = reachable("atspi recent")
            #expect(recent.contains("Changed in the last 7 days"), "\(recent.sorted())")
            // Files' rows (Music is a folder, which Recent never lists) and its header are gone.
            #expect(!recent.contains("Music") && !recent.contains("Back") && !recent.contains("Home"), "\(recent.sorted())")

            let problems = result.output.split(separator: "\n").filter {
                ($0.contains("-CRITICAL") || $0.contains("-WARNING")) && !$0.contains("gdk_seat_get_pointer")
            }
            #expect(problems.isEmpty, "\(problems)")
            #expect(FileManager.default.fileExists(atPath: shot), "no mid-swipe screenshot")
        }

        static let searchScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sway_search.sh").path

        /// The Search tab on Wayland through AT-SPI and the keyboard: see sway_search.sh.
        @Test func aScreenReaderOpensSearchOnWaylandAndTypingFindsAFile() throws {
            let result = try ProcessRunner.run("/bin/bash", [Self.searchScript, try ProcessRunner.shippedProduct("floating-tabs")], timeout: 180)
            #expect(result.status == 0, "\(result.output)")
            let parts = Self.sections(result.output)
            #expect(parts["app log"]?.contains { $0.hasSuffix("selected search (click)") } == true, "AT-SPI's click did not choose Search:\n\(result.output)")
            let roles = (parts["panel roles"]?.first { $0.hasPrefix("[") }).flatMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) } ?? []
            // GtkSearchEntry's role name differs between GTK releases ("entry" on 4.8).
            #expect(roles.first == "panel" && roles.contains { ["entry", "search box", "text"].contains($0) }, "the panel Search controls: \(roles)")
            let found = Set(Self.tree(parts["typed"]).filter(\.isReachable).map(\.name))
            #expect(found.contains("report-2025.txt") && found.contains("misc-report.txt"), "typing did not reach the field: \(found.sorted())")
            #expect(parts["app log"]?.contains { $0.hasSuffix("selected files (keyboard)") } == true, "Escape twice did not go back to Files")
            #expect(parts["escape twice"]?.last { !$0.isEmpty } == "Files", "AT-SPI's selected tab: \(parts["escape twice"] ?? [])")
            let problems = result.output.split(separator: "\n").filter { $0.contains("-CRITICAL") || $0.contains("-WARNING") }
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
