import Foundation
import Glibc

/// What to run: renderers, tab counts, runs per configuration, switches per run, soak length.
struct BenchPlan {
    var renderers: [String]
    var tabCounts: [Int]
    var runs: Int
    var switchesPerRun: Int
    var soakSwitches: Int
    var modelIterations: Int

    init(smoke: Bool, renderers: [String]?) {
        if smoke {
            self.renderers = renderers ?? ["cairo"]
            tabCounts = [3, 20]
            runs = 2
            switchesPerRun = 10
            soakSwitches = 200
            modelIterations = 10_000
        } else {
            self.renderers = renderers ?? ["cairo", "gl"]
            tabCounts = [3, 20, 100]
            runs = 7
            switchesPerRun = 72 // 7 runs × 72 ≥ 500 switches per configuration
            soakSwitches = 10_000
            modelIterations = 1_000_000
        }
    }
}

/// Spawns one fresh child process per run and aggregates what they print.
enum Driver {
    static func run(_ plan: BenchPlan, outputDirectory: String?) -> Int32 {
        var aggregates: [Aggregate] = []
        for renderer in plan.renderers {
            for tabs in plan.tabCounts {
                // Runs alternate between the two (ours, baseline, ours, …), so a change in the
                // machine's load during a configuration affects both alike.
                var results: [String: [ChildResult]] = [:]
                for run in 0..<plan.runs {
                    for implementation in ["ours", "baseline"] {
                        // The soak measures our code's leaks, not the renderer: once, on the first renderer.
                        let soak = run == 0 && renderer == plan.renderers[0] && tabs == plan.tabCounts[plan.tabCounts.count / 2] ? plan.soakSwitches : 0
                        guard let result = child(implementation: implementation, tabs: tabs, switches: plan.switchesPerRun, soak: soak, renderer: renderer) else {
                            FileHandle.standardError.write(Data("TabBench: a \(implementation) run with \(tabs) tabs (\(renderer)) failed\n".utf8))
                            return 1
                        }
                        results[implementation, default: []].append(result)
                    }
                }
                for implementation in ["ours", "baseline"] {
                    aggregates.append(Aggregate(renderer: renderer, results: results[implementation] ?? []))
                }
                FileHandle.standardError.write(Data("TabBench: \(renderer) \(tabs) tabs done\n".utf8))
            }
        }
        let model = ModelBench.run(iterations: plan.modelIterations)
        let header = "TabBench — GTK \(gtkVersion()), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel()), Xvfb 1280×800; \(plan.runs) fresh processes per configuration (ours and GtkStack alternating), \(plan.runs * plan.switchesPerRun) switches per configuration; GtkStackSwitcher in a horizontal scrolled window."
        let table = Report.markdown(aggregates, model: model, header: header)
        print(table)
        guard let outputDirectory else { return 0 }
        try? FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        struct Output: Codable { let header: String; let aggregates: [Aggregate]; let model: ModelBench.Figures }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let json = try? encoder.encode(Output(header: header, aggregates: aggregates, model: model)) {
            try? json.write(to: URL(fileURLWithPath: outputDirectory + "/results.json"))
        }
        try? (table + "\n").write(toFile: outputDirectory + "/results.md", atomically: true, encoding: .utf8)
        for renderer in plan.renderers {
            try? Report.svg(aggregates, renderer: renderer).write(toFile: outputDirectory + "/switch-latency-\(renderer).svg", atomically: true, encoding: .utf8)
        }
        return 0
    }

    private static func child(implementation: String, tabs: Int, switches: Int, soak: Int, renderer: String) -> ChildResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        var environment = ProcessInfo.processInfo.environment
        environment["GSK_RENDERER"] = renderer
        environment["GTK_A11Y"] = "none"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let spawnedAt = Int64(monotonicMicroseconds())
        process.arguments = ["child", "--impl", implementation, "--tabs", "\(tabs)", "--switches", "\(switches)", "--soak", "\(soak)", "--spawned-at", "\(spawnedAt)"]
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let line = String(decoding: data, as: UTF8.self).split(separator: "\n").last else { return nil }
        return try? JSONDecoder().decode(ChildResult.self, from: Data(line.utf8))
    }

    private static func monotonicMicroseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000 + UInt64(spec.tv_nsec) / 1000
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
