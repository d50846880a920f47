// TabBench: measures the FloatingTabs tab view against a plain GtkStack + GtkStackSwitcher with
// the same pages, each run in a fresh process. Build in release mode and run through
// scripts/bench (which starts its own Xvfb). `--smoke` runs a few iterations (CI).
import Foundation
import Glibc
import Gtk

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

if arguments.count > 1 && arguments[1] == "child" {
    let result = MainActor.assumeIsolated {
        ChildRun.run(implementation: option("--impl") ?? "ours", tabs: Int(option("--tabs") ?? "3") ?? 3,
                     switches: Int(option("--switches") ?? "0") ?? 0, soak: Int(option("--soak") ?? "0") ?? 0,
                     spawnedAt: Int64(option("--spawned-at") ?? "0") ?? 0)
    }
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

let smoke = arguments.contains("--smoke")
let plan = BenchPlan(smoke: smoke, renderers: option("--renderers")?.split(separator: ",").map(String.init))
let outputDirectory = option("--output") ?? "bench"
exit(Driver.run(plan, outputDirectory: smoke ? nil : outputDirectory))
