import Foundation

/// Aggregated figures for one implementation at one tab count under one renderer.
struct Aggregate: Codable {
    var renderer: String
    var implementation: String
    var tabs: Int
    var runs: Int
    var startupMedianMs: Double
    var startupMinMs: Double
    var switchP50Ms: Double
    var switchP95Ms: Double
    var switchMinMs: Double
    var cpuPerSwitchMedianUs: Double
    var rssMedianKiB: Double
    var rssMinKiB: Double
    var pssMedianKiB: Double
    var rssAllVisitedMedianKiB: Double
    var soakGrowthKiB: Int?
    var swipe: SwipeFigures?
    var folderMedianMs: Double?
    var folderFilterMaxMedianMs: Double?
    var latencies: [Double]
    var barFocusP50Ms: Double?
    var barFocusP95Ms: Double?
    /// Window sizes seen in the runs ("800×600"; more than one would mean unequal surfaces).
    var windowSizes: [String]

    init(renderer: String, results: [ChildResult]) {
        self.renderer = renderer
        implementation = results[0].implementation
        tabs = results[0].tabs
        runs = results.count
        let startups = results.map(\.startupMs)
        startupMedianMs = Measure.median(startups)
        startupMinMs = startups.min() ?? 0
        latencies = results.flatMap(\.switchLatenciesMs).sorted()
        let barFocus = results.flatMap(\.barFocusLatenciesMs).sorted()
        barFocusP50Ms = barFocus.isEmpty ? nil : Measure.percentile(barFocus, 50)
        barFocusP95Ms = barFocus.isEmpty ? nil : Measure.percentile(barFocus, 95)
        switchP50Ms = Measure.percentile(latencies, 50)
        switchP95Ms = Measure.percentile(latencies, 95)
        switchMinMs = latencies.first ?? 0
        cpuPerSwitchMedianUs = Measure.median(results.map(\.cpuPerSwitchUs))
        rssMedianKiB = Measure.median(results.map { Double($0.rssKiB) })
        rssMinKiB = Double(results.map(\.rssKiB).min() ?? 0)
        pssMedianKiB = Measure.median(results.map { Double($0.pssKiB) })
        rssAllVisitedMedianKiB = Measure.median(results.map { Double($0.rssAfterVisitingAllKiB) })
        soakGrowthKiB = results.compactMap(\.soakGrowthKiB).first
        swipe = results.compactMap(\.swipe).first
        let folders = results.compactMap(\.folderMs)
        folderMedianMs = folders.isEmpty ? nil : Measure.median(folders)
        let filters = results.compactMap(\.folderFilterMaxMs)
        folderFilterMaxMedianMs = filters.isEmpty ? nil : Measure.median(filters)
        windowSizes = Array(Set(results.map { "\($0.windowWidth)×\($0.windowHeight)" })).sorted()
    }
}

/// Markdown table, JSON and SVG chart.
enum Report {
    static func markdown(_ aggregates: [Aggregate], model: ModelBench.Figures, header: String) -> String {
        var lines = [header, ""]
        for renderer in Set(aggregates.map(\.renderer)).sorted() {
            lines.append("#### Renderer: \(renderer)")
            lines.append("")
            lines.append("| tabs | figure | ours | GtkStack | ours / GtkStack |")
            lines.append("|---:|---|---:|---:|---:|")
            for tabs in Set(aggregates.map(\.tabs)).sorted() {
                guard let ours = aggregates.first(where: { $0.renderer == renderer && $0.tabs == tabs && $0.implementation == "ours" }),
                      let base = aggregates.first(where: { $0.renderer == renderer && $0.tabs == tabs && $0.implementation == "baseline" }) else { continue }
                func row(_ name: String, _ a: Double, _ b: Double, _ unit: String, digits: Int = 1) {
                    let ratio = b > 0 ? String(format: "%.2f", a / b) : "–"
                    lines.append("| \(tabs) | \(name) | \(String(format: "%.\(digits)f", a)) \(unit) | \(String(format: "%.\(digits)f", b)) \(unit) | \(ratio) |")
                }
                lines.append("| \(tabs) | window size | \(ours.windowSizes.joined(separator: ", ")) | \(base.windowSizes.joined(separator: ", ")) | – |")
                row("start-up, median", ours.startupMedianMs, base.startupMedianMs, "ms")
                row("start-up, min", ours.startupMinMs, base.startupMinMs, "ms")
                row("switch → frame, p50", ours.switchP50Ms, base.switchP50Ms, "ms", digits: 2)
                row("switch → frame, p95", ours.switchP95Ms, base.switchP95Ms, "ms", digits: 2)
                if let p50 = ours.barFocusP50Ms, let p95 = ours.barFocusP95Ms {
                    lines.append("| \(tabs) | switch → frame, focus moving along the bar, p50 / p95 | \(String(format: "%.2f / %.2f", p50, p95)) ms | – | – |")
                }
                row("CPU per switch, median", ours.cpuPerSwitchMedianUs, base.cpuPerSwitchMedianUs, "µs", digits: 0)
                row("RSS after start-up, median", ours.rssMedianKiB / 1024, base.rssMedianKiB / 1024, "MiB")
                row("PSS after start-up, median", ours.pssMedianKiB / 1024, base.pssMedianKiB / 1024, "MiB")
                row("RSS after visiting every tab", ours.rssAllVisitedMedianKiB / 1024, base.rssAllVisitedMedianKiB / 1024, "MiB")
                if let a = ours.soakGrowthKiB, let b = base.soakGrowthKiB {
                    row("RSS growth after soak switches", Double(a) / 1024, Double(b) / 1024, "MiB", digits: 2)
                }
            }
            let perPage = perPageCost(aggregates.filter { $0.renderer == renderer })
            if let perPage {
                lines.append("| – | RSS per extra page (lazy, at start-up) | \(String(format: "%.1f", perPage.ours)) KiB | \(String(format: "%.1f", perPage.base)) KiB | \(perPage.base > 0 ? String(format: "%.2f", perPage.ours / perPage.base) : "–") |")
                lines.append("| – | RSS per extra page (every page built) | \(String(format: "%.1f", perPage.oursBuilt)) KiB | \(String(format: "%.1f", perPage.baseBuilt)) KiB | \(perPage.baseBuilt > 0 ? String(format: "%.2f", perPage.oursBuilt / perPage.baseBuilt) : "–") |")
            }
            if let swipe = aggregates.first(where: { $0.renderer == renderer && $0.swipe != nil })?.swipe {
                lines.append("")
                lines.append("Swipe (ours; GtkStack cannot follow fingers): \(swipe.framesPainted) frames painted for \(swipe.frameClockTicks) frame-clock ticks, p95 frame interval \(String(format: "%.1f", swipe.p95FrameMs)) ms, handler cost per scroll event \(String(format: "%.1f", swipe.scrollHandlerUs)) µs median, \(String(format: "%.0f", swipe.scrollHandlerMaxUs)) µs for the slowest (the first delta of the gesture). Pages and indicator move once per frame, at the frame's update phase, to the latest position.")
            }
            if let folder = aggregates.first(where: { $0.renderer == renderer && $0.folderMedianMs != nil })?.folderMedianMs {
                lines.append("")
                lines.append("A 10,000-entry folder: listed, handed to the virtualised list and painted in \(String(format: "%.0f", folder)) ms (median).")
                if let filter = aggregates.first(where: { $0.renderer == renderer && $0.folderFilterMaxMedianMs != nil })?.folderFilterMaxMedianMs {
                    lines.append("Typing “\(FolderRun.filterTyped)” into its filter, one keystroke at a time (entries narrowed, rows replaced, frame laid out and painted): \(String(format: "%.1f", filter)) ms of CPU for the slowest keystroke (median over runs; a frame is 16.7 ms).")
                }
            }
            lines.append("")
        }
        lines.append("Model (pure Swift, release): \(String(format: "%.0f", model.selectNs)) ns per selection change, \(String(format: "%.0f", model.pushPopNs)) ns per push + pop, \(String(format: "%.0f", model.trackerSampleNs)) ns per swipe-tracker sample.")
        return lines.joined(separator: "\n")
    }

    static func perPageCost(_ aggregates: [Aggregate]) -> (ours: Double, base: Double, oursBuilt: Double, baseBuilt: Double)? {
        let counts = Set(aggregates.map(\.tabs)).sorted()
        guard let low = counts.first, let high = counts.last, high > low else { return nil }
        func find(_ impl: String, _ tabs: Int) -> Aggregate? { aggregates.first { $0.implementation == impl && $0.tabs == tabs } }
        guard let ol = find("ours", low), let oh = find("ours", high), let bl = find("baseline", low), let bh = find("baseline", high) else { return nil }
        let span = Double(high - low)
        return ((oh.rssMedianKiB - ol.rssMedianKiB) / span, (bh.rssMedianKiB - bl.rssMedianKiB) / span,
                (oh.rssAllVisitedMedianKiB - ol.rssAllVisitedMedianKiB) / span, (bh.rssAllVisitedMedianKiB - bl.rssAllVisitedMedianKiB) / span)
    }

    /// Box-style chart of switch latency distributions (p5…p95 bar, p50 tick) per tab count.
    static func svg(_ aggregates: [Aggregate], renderer: String) -> String {
        let rows = aggregates.filter { $0.renderer == renderer }.sorted { ($0.tabs, $0.implementation) > ($1.tabs, $1.implementation) }.reversed()
        let maxMs = max(20, (rows.map { Measure.percentile($0.latencies, 99) }.max() ?? 20) * 1.1)
        let width = 720.0, rowHeight = 34.0, left = 170.0, right = 30.0
        let height = Double(rows.count) * rowHeight + 70
        func x(_ ms: Double) -> Double { left + (width - left - right) * ms / maxMs }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
        svg += "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">Switch → frame presented (ms), renderer \(renderer): bar p5–p95, tick p50</text>"
        for (index, row) in rows.enumerated() {
            let y = 40 + Double(index) * rowHeight
            let color = row.implementation == "ours" ? "#3584e4" : "#9a9996"
            let name = row.implementation == "ours" ? "ours" : "GtkStack"
            svg += "<text x=\"10\" y=\"\(y + 16)\">\(row.tabs) tabs · \(name)</text>"
            let p5 = Measure.percentile(row.latencies, 5), p50 = Measure.percentile(row.latencies, 50), p95 = Measure.percentile(row.latencies, 95)
            svg += "<rect x=\"\(x(p5))\" y=\"\(y + 4)\" width=\"\(max(2, x(p95) - x(p5)))\" height=\"16\" rx=\"8\" fill=\"\(color)\" opacity=\"0.55\"/>"
            svg += "<rect x=\"\(x(p50) - 1.5)\" y=\"\(y)\" width=\"3\" height=\"24\" fill=\"\(color)\"/>"
        }
        let axisY = 40 + Double(rows.count) * rowHeight + 4
        svg += "<line x1=\"\(left)\" y1=\"\(axisY)\" x2=\"\(width - right)\" y2=\"\(axisY)\" stroke=\"#555\"/>"
        var tick = 0.0
        while tick <= maxMs {
            svg += "<text x=\"\(x(tick) - 6)\" y=\"\(axisY + 16)\">\(Int(tick))</text>"
            tick += maxMs > 60 ? 20 : 5
        }
        return svg + "</svg>\n"
    }
}
