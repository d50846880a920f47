// TabBench: measures the FloatingTabs tab view against GTK's GtkStack + GtkStackSwitcher and
// libadwaita's AdwViewStack + AdwViewSwitcherBar with the same pages, each run in a fresh
// process, switches measured from outside (XTest keys in, XDamage out). Build in release mode
// and run through scripts/bench (which starts its own Xvfb). `--smoke` runs a few iterations (CI).
// `--renderers cairo --tabs 3,100 --runs 2 --only ours` narrows a run; `cairo@2x` is cairo at
// GDK_SCALE=2 (the X screen must hold the window at twice its size).
// `TabBench child --impl ours --tabs 100 --swipe-only --stall-ms 40` runs one swipe with a stall;
// `--startup-only` exits once the first frame is painted.
import Foundation
import Glibc

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

if arguments.count > 1 && arguments[1] == "child" {
    var options = ChildRun.Options()
    options.implementation = BenchImplementation(rawValue: option("--impl") ?? "ours") ?? .ours
    options.tabs = Int(option("--tabs") ?? "3") ?? 3
    options.soak = Int(option("--soak") ?? "0") ?? 0
    options.spawnedAt = Int64(option("--spawned-at") ?? "0") ?? Measure.now()
    options.outside = arguments.contains("--outside")
    options.focusedPass = arguments.contains("--focused-pass")
    options.swipeOnly = arguments.contains("--swipe-only")
    options.startupOnly = arguments.contains("--startup-only")
    options.stallMilliseconds = Int(option("--stall-ms") ?? "0") ?? 0
    // Named after its subject (`tb-ours`, `tb-gtkstack`, `tb-adwaita`), so a profile of a run tells
    // the children apart (scripts/profile-switch).
    try? "tb-\(options.implementation.rawValue)".write(toFile: "/proc/self/comm", atomically: false, encoding: .utf8)
    let result = MainActor.assumeIsolated { ChildRun.run(options) }
    print(String(decoding: try JSONEncoder().encode(result), as: UTF8.self))
    exit(0)
}

// `TabBench app --pinned 100` measures only the real app (see AppRun), e.g. with TABBENCH_TRACE=1.
if arguments.count > 1 && arguments[1] == "app" {
    let pinned = Int(option("--pinned") ?? "0") ?? 0
    guard let figures = AppRun.run(pinned: pinned, runs: 1, switches: Int(option("--switches") ?? "6") ?? 6, renderer: option("--renderer") ?? "cairo") else {
        exit(1)
    }
    print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
    exit(0)
}

// `TabBench search --files 100000 --folders 5000 --output bench` measures the Search tab's
// search on a generated tree (see SearchRun) and writes bench/search.{md,json}.
if arguments.count > 1 && arguments[1] == "search" {
    let files = Int(option("--files") ?? "100000") ?? 100_000
    let folders = Int(option("--folders") ?? "5000") ?? 5_000
    exit(SearchReport.run(files: files, folders: folders, outputDirectory: option("--output")))
}
// `TabBench search-hung --root PATH`, with FLOATINGTABS_TEST_SLOW_FOLDER set: see HungSearchRun.
if arguments.count > 1 && arguments[1] == "search-hung", let root = option("--root") {
    exit(SearchReport.runHungChild(root: root))
}

// `TabBench harnesses --plain-client scripts/xlatency --output bench` checks the outside harness
// against a plain X client, without and with a window manager (see HarnessCheck).
if arguments.count > 1 && arguments[1] == "harnesses", let client = option("--plain-client") {
    let runs = Int(option("--runs") ?? "5") ?? 5
    let switches = Int(option("--switches") ?? "20") ?? 20
    exit(HarnessReport.run(plainClient: client, runs: runs, switches: switches, outputDirectory: option("--output")))
}

let smoke = arguments.contains("--smoke")
let renderers = option("--renderers")?.split(separator: ",").map(String.init)
if let wrong = renderers?.first(where: { BenchRenderer($0) == nil }) {
    FileHandle.standardError.write(Data("TabBench: '\(wrong)' is not a renderer configuration (cairo, gl, or one of them at a scale, e.g. cairo@2x)\n".utf8))
    exit(2)
}
var plan = BenchPlan(smoke: smoke, renderers: renderers)
if let counts = option("--tabs")?.split(separator: ",").compactMap({ Int($0) }), !counts.isEmpty { plan.tabCounts = counts }
if let only = option("--only").flatMap(BenchImplementation.init(rawValue:)) { plan.implementations = [only] }
if let runs = option("--runs").flatMap(Int.init), runs > 0 { plan.runs = runs }
plan.installedBinary = option("--installed-binary")
plan.consumerBinary = option("--consumer-binary")
plan.gtkStackExample = option("--gtkstack-example")
let outputDirectory = option("--output") ?? "bench"
exit(Driver.run(plan, outputDirectory: smoke ? nil : outputDirectory))
