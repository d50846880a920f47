import Foundation
import Glibc
import GtkTestSupport
import XHarness

/// Spawns one fresh child process per run and aggregates what they print.
enum Driver {
    static func run(_ plan: BenchPlan, outputDirectory: String?) -> Int32 {
        var aggregates: [Aggregate] = []
        var startups: [StartupRun.Figures] = []
        let implementations = plan.implementations
        let windowManager = BenchWindowManager.ensure()
        defer {
            windowManager?.terminate()
            windowManager?.waitUntilExit()
        }
        guard windowManager != nil || XSession()?.hasWindowManager == true else {
            FileHandle.standardError.write(Data("TabBench: no window manager runs and openbox could not be started\n".utf8))
            return 1
        }
        for renderer in plan.renderers {
            for tabs in plan.tabCounts {
                // Runs interleave the three (ours, GtkStack, AdwViewStack, then the next run starting
                // one further along), so a change in the machine's load affects all of them alike.
                var results: [BenchImplementation: [ChildResult]] = [:]
                for run in 0..<plan.runs {
                    for offset in 0..<implementations.count {
                        let implementation = implementations[(run + offset) % implementations.count]
                        // The soak measures leaks, not the renderer: once, on the first renderer, middle tab count.
                        let soak = run == 0 && renderer == plan.renderers[0] && tabs == plan.tabCounts[plan.tabCounts.count / 2] ? plan.soakSwitches : 0
                        // The focus-in-the-page pass doubles a child's switches: at the fewest tabs only.
                        let focusedPass = tabs == plan.tabCounts.min()
                        switch child(implementation, tabs: tabs, switches: plan.switchesPerRun, soak: soak, renderer: renderer, focusedPass: focusedPass) {
                        case .success(let result):
                            results[implementation, default: []].append(result)
                        case .failure(let failure):
                            FileHandle.standardError.write(
                                Data("TabBench: a \(implementation.title) run with \(tabs) tabs (\(renderer)) failed: \(failure.description)\n".utf8))
                            return 1
                        }
                    }
                }
                for implementation in implementations where results[implementation] != nil {
                    aggregates.append(Aggregate(renderer: renderer, results: results[implementation] ?? []))
                }
                FileHandle.standardError.write(Data("TabBench: \(renderer) \(tabs) tabs done\n".utf8))
            }
            if let few = plan.tabCounts.min(), let many = plan.tabCounts.max(), Set(implementations).isSuperset(of: [.ours, .gtkstack]) {
                guard let startup = StartupRun.run(renderer: renderer, fewTabs: few, manyTabs: many, rounds: plan.startupRounds) else {
                    FileHandle.standardError.write(Data("TabBench: a start-up run (\(renderer)) showed no first frame\n".utf8))
                    return 1
                }
                startups.append(startup)
            }
        }
        // The real app with pinned folders, on the first renderer.
        var app: [AppRun.Figures] = []
        for pinned in plan.appPinned {
            guard let figures = AppRun.run(pinned: pinned, runs: plan.runs, switches: plan.switchesPerRun, renderer: plan.renderers[0]) else {
                FileHandle.standardError.write(
                    Data("TabBench: the app run with \(pinned) pinned folders failed (is floating-tabs built beside TabBench?)\n".utf8))
                return 1
            }
            app.append(figures)
        }
        var consumer: ConsumerRun.Figures?
        if let binary = plan.consumerBinary, let example = plan.gtkStackExample {
            consumer = ConsumerRun.run(consumer: binary, gtkStack: example, runs: plan.runs, renderer: plan.renderers[0])
            guard consumer != nil else {
                FileHandle.standardError.write(Data("TabBench: the outside consumer or the GtkStack example showed no window\n".utf8))
                return 1
            }
        }
        let model = ModelBench.run(iterations: plan.modelIterations)
        let screen = XSession()?.screenSize ?? (width: 0, height: 0)
        let header =
            "TabBench — GTK \(gtkVersion()), libadwaita \(adwaitaVersion()), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel()), Xvfb \(screen.width)×\(screen.height) with openbox, no compositor (60 Hz frame clock), release build; \(plan.runs) fresh processes per subject and configuration (interleaved), \(plan.runs * plan.switchesPerRun) switches each, measured from outside: Ctrl+Page Down / Up through XTest between two built tabs with no widget focused (the switch alone) and, at the fewest tabs, once more with the focus in the page's entry (“focus in the page”: as after typing there, each switch also moves the focus), damage through XDamage, CPU from /proc/PID/task/*/schedstat, each switch left to settle (window quiet for \(OutsideHarness.quietMilliseconds) ms). No accessibility or session bus for any subject (so none starts a bus of its own in its start-up). Caret blinking and overlay scrollbars (whose fade-in on a newly shown page animates about 50 frames for every subject alike) are off. Same pages (an entry and 50 labels in a scrolled window), same \(BenchWindow.width)×\(BenchWindow.height) window; the two baselines' switchers sit in a horizontal scrolled window."
        let table =
            Report.markdown(aggregates, startups: startups, model: model, header: header) + Report.app(app, renderer: plan.renderers[0])
            + Report.install(plan.installedBinary) + Report.consumer(consumer, renderer: plan.renderers[0])
        print(table)
        guard let outputDirectory else { return 0 }
        try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        struct Output: Codable {
            let header: String
            let aggregates: [Aggregate]
            let startups: [StartupRun.Figures]
            let model: ModelBench.Figures
            let app: [AppRun.Figures]
            let consumer: ConsumerRun.Figures?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let json = try? encoder.encode(Output(header: header, aggregates: aggregates, startups: startups, model: model, app: app, consumer: consumer)) {
            try? json.write(to: URL(fileURLWithPath: outputDirectory + "/results.json"))
        }
        try? (table + "\n").write(toFile: outputDirectory + "/results.md", atomically: true, encoding: .utf8)
        for renderer in plan.renderers {
            try? Report.svg(aggregates, renderer: renderer).write(
                toFile: outputDirectory + "/switch-latency-\(renderer).svg", atomically: true, encoding: .utf8)
        }
        return 0
    }

    /// One fresh child: it starts and measures itself, prints `ready`, the outside harness
    /// switches its tabs (with `focusedPass` a second time, the focus in the page), then it runs
    /// its own scenarios and prints its JSON line.
    private static func child(
        _ implementation: BenchImplementation, tabs: Int, switches: Int, soak: Int, renderer: String, focusedPass: Bool
    ) -> Result<ChildResult, OutsideChild.Failure> {
        let child: OutsideChild
        switch OutsideChild.start(implementation, tabs: tabs, soak: soak, renderer: renderer, focusedPass: focusedPass) {
        case .success(let started): child = started
        case .failure(let failure): return .failure(failure)
        }
        guard let outside = OutsideHarness.measure(pid: child.pid, switches: switches) else {
            child.stop()
            return .failure(child.failure("the outside harness found no X display or no window of the child"))
        }
        var focused: OutsideFigures?
        if focusedPass {
            guard child.proceed(), let figures = OutsideHarness.measure(pid: child.pid, switches: switches) else {
                child.stop()
                return .failure(child.failure("the second pass (the focus in the page) found no ready child or no window"))
            }
            focused = figures
        }
        let finished = child.finish()
        return finished.map { result in
            var result = result
            result.outside = outside
            result.outsideFocused = focused
            return result
        }
    }

    private static func adwaitaVersion() -> String {
        (try? String(contentsOfFile: "/usr/lib/x86_64-linux-gnu/pkgconfig/libadwaita-1.pc", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("Version:") }.map { String($0.dropFirst(8)).trimmingCharacters(in: .whitespaces) } ?? "1"
    }

    private static func gtkVersion() -> String {
        (try? String(contentsOfFile: "/usr/lib/x86_64-linux-gnu/pkgconfig/gtk4.pc", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("Version:") }.map { String($0.dropFirst(8)).trimmingCharacters(in: .whitespaces) } ?? "4"
    }

    private static func cpuModel() -> String {
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    }
}
