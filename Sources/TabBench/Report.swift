import Foundation

/// The benchmark's Markdown tables, its targets and its SVG charts.
enum Report {
    static func markdown(_ aggregates: [Aggregate], startups: [StartupRun.Figures], model: ModelBench.Figures, header: String) -> String {
        var lines = [header, ""]
        for renderer in Set(aggregates.map(\.renderer)).sorted() {
            let mine = aggregates.filter { $0.renderer == renderer }
            lines.append("#### Renderer: \(BenchRenderer.title(of: renderer))")
            lines.append("")
            lines.append("| tabs | figure | ours | GtkStack | AdwViewStack | ours / GtkStack | ours / AdwViewStack |")
            lines.append("|---:|---|---:|---:|---:|---:|---:|")
            for tabs in Set(mine.map(\.tabs)).sorted() {
                guard let row = Trio(mine, tabs: tabs) else { continue }
                func add(_ name: String, _ value: (Aggregate) -> Double, _ unit: String, digits: Int = 1) {
                    let (a, b, c) = (value(row.ours), value(row.gtkStack), value(row.adwaita))
                    func ratio(_ x: Double, _ y: Double) -> String { y > 0 ? String(format: "%.2f", x / y) : "–" }
                    func text(_ x: Double) -> String { "\(String(format: "%.\(digits)f", x)) \(unit)" }
                    lines.append("| \(tabs) | \(name) | \(text(a)) | \(text(b)) | \(text(c)) | \(ratio(a, b)) | \(ratio(a, c)) |")
                }
                lines.append(
                    "| \(tabs) | window size | \(row.ours.windowSizes.joined(separator: ", ")) | \(row.gtkStack.windowSizes.joined(separator: ", ")) | \(row.adwaita.windowSizes.joined(separator: ", ")) | – | – |"
                )
                add("first paint (start → first frame), median", \.startupMedianMs, "ms")
                add("key → first damage, p50", \.keyToDamageP50Ms, "ms", digits: 2)
                add("key → first damage, p95", \.keyToDamageP95Ms, "ms", digits: 2)
                add("main-thread CPU per switch until settled, median", \.mainThreadCPUMedianMs, "ms", digits: 2)
                add("app CPU (all threads) per switch until settled, median", \.processCPUMedianMs, "ms", digits: 2)
                add("frames per switch until settled, median", \.framesMedian, "", digits: 0)
                if row.ours.focused != nil && row.gtkStack.focused != nil && row.adwaita.focused != nil {
                    // The driver runs that pass per tab count, for every subject alike.
                    add("focus in the page: key → first damage, p50", { $0.focused?.keyToDamageP50Ms ?? 0 }, "ms", digits: 2)
                    add("focus in the page: key → first damage, p95", { $0.focused?.keyToDamageP95Ms ?? 0 }, "ms", digits: 2)
                    add("focus in the page: main-thread CPU per switch, median", { $0.focused?.mainThreadCPUMedianMs ?? 0 }, "ms", digits: 2)
                    add("focus in the page: app CPU (all threads) per switch, median", { $0.focused?.processCPUMedianMs ?? 0 }, "ms", digits: 2)
                    add("focus in the page: frames per switch, median", { $0.focused?.framesMedian ?? 0 }, "", digits: 0)
                }
                add("RSS after start-up, median", { $0.rssMedianKiB / 1024 }, "MiB")
                add("PSS after start-up, median", { $0.pssMedianKiB / 1024 }, "MiB")
                add("RSS after visiting every tab", { $0.rssAllVisitedMedianKiB / 1024 }, "MiB")
                if row.ours.soakGrowthKiB != nil {
                    add("RSS growth after soak switches", { Double($0.soakGrowthKiB ?? 0) / 1024 }, "MiB", digits: 2)
                }
                let lost = row.ours.switchesWithoutDamage + row.gtkStack.switchesWithoutDamage + row.adwaita.switchesWithoutDamage
                if lost > 0 {
                    lines.append(
                        "| \(tabs) | switches that showed nothing within 2 s | \(row.ours.switchesWithoutDamage) | \(row.gtkStack.switchesWithoutDamage) | \(row.adwaita.switchesWithoutDamage) | – | – |"
                    )
                }
            }
            lines.append("")
            for aggregate in mine where aggregate.implementation == .ours {
                guard let swipe = aggregate.swipe else { continue }
                lines.append(
                    "Swipe, \(aggregate.tabs) tabs (ours; the baselines cannot follow fingers): deltas at 120 Hz from an input thread, \(swipe.framesPainted) frames painted until settled, **\(swipe.missedFrames) missed their deadline** (refresh \(String(format: "%.1f", swipe.refreshMs)) ms; worst run of \(aggregate.runs)), longest frame \(String(format: "%.1f", swipe.longestFrameMs)) ms, handler \(String(format: "%.1f", swipe.scrollHandlerUs)) µs per delta (median), \(String(format: "%.0f", swipe.scrollHandlerMaxUs)) µs for the slowest."
                )
                lines.append("")
            }
            if let folder = mine.first(where: { $0.folderMedianMs != nil }), let shown = folder.folderMedianMs {
                lines.append(
                    "A 10,000-entry folder: listed, sorted and folded for its filter, handed to the virtualised list and painted in \(String(format: "%.0f", shown)) ms (median)."
                )
                if let filter = folder.folderFilterMaxMedianMs, let filtering = folder.folderFilterWorkMaxMedianMs {
                    lines.append(
                        "Typing “\(FolderRun.filterTyped)” into its filter, one keystroke at a time: the slowest keystroke took \(String(format: "%.1f", filtering)) ms of main-thread CPU to narrow the entries and replace the list's rows, and \(String(format: "%.1f", filter)) ms until its frame was laid out and painted (medians over runs; a frame is 16.7 ms)."
                    )
                }
                lines.append("")
            }
            let startup = startups.first { $0.renderer == renderer }
            if let startup {
                func ms(_ values: [Double]) -> String { String(format: "%.1f ms", Measure.median(values)) }
                lines.append(
                    "Start-up for the targets, measured apart: \(startup.rounds) rounds of three fresh processes started in turn, each ended at its first frame (no session bus, so no bus is autolaunched): ours with \(startup.fewTabs) tabs \(ms(startup.oursFewMs)), with \(startup.manyTabs) tabs \(ms(startup.oursManyMs)), GtkStack with \(startup.fewTabs) tabs \(ms(startup.gtkStackFewMs)) (medians)."
                )
                lines.append("")
            }
            lines.append(contentsOf: Targets.lines(mine, startup: startup, renderer: renderer))
            lines.append("")
        }
        lines.append(
            "Model (pure Swift, release): \(String(format: "%.0f", model.selectNs)) ns per selection change, \(String(format: "%.0f", model.pushPopNs)) ns per push + pop, \(String(format: "%.0f", model.trackerSampleNs)) ns per swipe-tracker sample."
        )
        return lines.joined(separator: "\n")
    }

    /// The real app's table: the same switch with no folder pinned and with many, and its target.
    static func app(_ runs: [AppRun.Figures], renderer: String) -> String {
        guard let few = runs.first, let many = runs.last, runs.count > 1 else { return "" }
        func p(_ values: [Double], _ q: Double) -> Double { Measure.percentile(values.sorted(), q) }
        func f(_ value: Double) -> String { String(format: "%.2f", value) }
        var lines = [
            "", "", "#### The app with pinned folders (\(renderer))", "",
            "The real `floating-tabs` (release build) on a HOME of its own: Files ↔ Recent with Ctrl+Page Down / Up, measured from outside as above, \(few.runs) fresh processes × \(few.keyToDamageMs.count / max(few.runs, 1)) settled switches, with no folder pinned (\(few.tabs) tabs) and with \(many.tabs - 4) pinned (\(many.tabs) tabs: the bar scrolls). The same files in both (50 in HOME, \(AppRun.largestPinned) folders with a recent file each, so Files and Recent list the same rows); window 960×680.",
            "",
            "| tabs | key → first damage p50 | p95 | main-thread CPU per switch (median) | frames per switch (median) | damaged px per switch (median) | switches without damage |",
            "|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for run in runs {
            lines.append(
                "| \(run.tabs) | \(f(p(run.keyToDamageMs, 50))) ms | \(f(p(run.keyToDamageMs, 95))) ms | \(f(Measure.median(run.mainThreadCPUMs))) ms | \(Int(Measure.median(run.frames.map(Double.init)))) | \(Int(Measure.median(run.damagedPixels.map(Double.init)))) | \(run.switchesWithoutDamage) |"
            )
        }
        lines += ["", "Targets (the app, \(renderer)):", ""]
        func check(_ text: String, _ value: Double, limit: Double) {
            lines.append("- \(value <= limit ? "met" : "**missed**"): \(text) — \(f(value))× (limit \(f(limit))×)")
        }
        check(
            "key → first damage p50 with \(many.tabs) tabs within 1.2× of \(few.tabs) tabs", p(many.keyToDamageMs, 50) / max(p(few.keyToDamageMs, 50), 0.001),
            limit: 1.2)
        check(
            "main-thread CPU per switch with \(many.tabs) tabs within 1.2× of \(few.tabs) tabs",
            Measure.median(many.mainThreadCPUMs) / max(Measure.median(few.mainThreadCPUMs), 0.001), limit: 1.2)
        return lines.joined(separator: "\n")
    }

    /// Box-style chart of key → first damage per tab count and subject (p5…p95 bar, p50 tick).
    static func svg(_ aggregates: [Aggregate], renderer: String) -> String {
        let order = BenchImplementation.allCases
        let rows = aggregates.filter { $0.renderer == renderer }
            .sorted { ($0.tabs, order.firstIndex(of: $0.implementation)!) < ($1.tabs, order.firstIndex(of: $1.implementation)!) }
        let maxMs = max(10, (rows.map { Measure.percentile($0.keyToDamageMs, 99) }.max() ?? 10) * 1.1)
        let width = 720.0
        let rowHeight = 30.0
        let left = 190.0
        let right = 30.0
        let height = Double(rows.count) * rowHeight + 70
        func x(_ ms: Double) -> Double { left + (width - left - right) * ms / maxMs }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
        svg += "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">Key → first damage (ms), renderer \(renderer): bar p5–p95, tick p50</text>"
        for (index, row) in rows.enumerated() {
            let y = 40 + Double(index) * rowHeight
            let color =
                switch row.implementation {
                case .ours: "#3584e4"
                case .gtkstack: "#9a9996"
                case .adwaita: "#e66100"
                }
            svg += "<text x=\"10\" y=\"\(y + 15)\">\(row.tabs) tabs · \(row.implementation.title)</text>"
            let p5 = Measure.percentile(row.keyToDamageMs, 5)
            let p50 = Measure.percentile(row.keyToDamageMs, 50)
            let p95 = Measure.percentile(row.keyToDamageMs, 95)
            svg += "<rect x=\"\(x(p5))\" y=\"\(y + 4)\" width=\"\(max(2, x(p95) - x(p5)))\" height=\"14\" rx=\"7\" fill=\"\(color)\" opacity=\"0.55\"/>"
            svg += "<rect x=\"\(x(p50) - 1.5)\" y=\"\(y)\" width=\"3\" height=\"22\" fill=\"\(color)\"/>"
        }
        let axisY = 40 + Double(rows.count) * rowHeight + 4
        svg += "<line x1=\"\(left)\" y1=\"\(axisY)\" x2=\"\(width - right)\" y2=\"\(axisY)\" stroke=\"#555\"/>"
        var tick = 0.0
        let step = maxMs > 40 ? 10.0 : maxMs > 20 ? 5 : 2
        while tick <= maxMs {
            svg += "<text x=\"\(x(tick) - 4)\" y=\"\(axisY + 16)\">\(Int(tick))</text>"
            tick += step
        }
        return svg + "</svg>\n"
    }
}
