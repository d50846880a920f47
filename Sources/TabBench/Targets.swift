import Foundation

/// The issue's targets, checked against one renderer's figures: each line says met or missed
/// and by how much, so README's table cannot claim more than was measured.
enum Targets {
    /// A frame at 60 Hz, ms.
    static let frameMs = 1000.0 / 60
    /// `startup` (the interleaved start-ups) judges the two start-up targets against itself and
    /// against GtkStack; without it those two lines are left out.
    static func lines(_ aggregates: [Aggregate], startup: StartupRun.Figures?, renderer: String) -> [String] {
        let counts = Set(aggregates.map(\.tabs)).sorted()
        let trios = counts.compactMap { tabs in Trio(aggregates, tabs: tabs).map { (tabs, $0) } }
        guard let (lowTabs, low) = trios.first, let (highTabs, high) = trios.last else { return [] }
        var lines = ["Targets (\(BenchRenderer.title(of: renderer))):", ""]
        func check(_ text: String, _ value: Double, limit: Double) {
            let met = value <= limit
            lines.append("- \(met ? "met" : "**missed**"): \(text) — \(String(format: "%.2f", value))× (limit \(String(format: "%.2f", limit))×)")
        }
        func ratio(_ a: Double, _ b: Double) -> Double { b > 0 ? a / b : .infinity }
        if let startup {
            let oursFew = Measure.median(startup.oursFewMs)
            check("first paint ≤ GtkStack's at \(startup.fewTabs) tabs", ratio(oursFew, Measure.median(startup.gtkStackFewMs)), limit: 1.0)
            if startup.manyTabs > startup.fewTabs {
                check(
                    "ours at \(startup.manyTabs) tabs first-paints within 1.1× of ours at \(startup.fewTabs)",
                    ratio(Measure.median(startup.oursManyMs), oursFew), limit: 1.1)
            }
        }
        if highTabs >= 100 {
            check("first paint ≤ 0.4× GtkStack's at \(highTabs) tabs", ratio(high.ours.startupMedianMs, high.gtkStack.startupMedianMs), limit: 0.4)
        }
        for (tabs, trio) in trios {
            check("key → first damage p50 ≤ 1.1× GtkStack's, \(tabs) tabs", ratio(trio.ours.keyToDamageP50Ms, trio.gtkStack.keyToDamageP50Ms), limit: 1.1)
            check("key → first damage p95 ≤ 1.1× GtkStack's, \(tabs) tabs", ratio(trio.ours.keyToDamageP95Ms, trio.gtkStack.keyToDamageP95Ms), limit: 1.1)
            check(
                "main-thread CPU per switch, animation included, ≤ 2× GtkStack's, \(tabs) tabs",
                ratio(trio.ours.mainThreadCPUMedianMs, trio.gtkStack.mainThreadCPUMedianMs), limit: 2)
            check(
                "main-thread CPU per switch ≤ 0.5× AdwViewStack's, \(tabs) tabs", ratio(trio.ours.mainThreadCPUMedianMs, trio.adwaita.mainThreadCPUMedianMs),
                limit: 0.5)
            if let ours = trio.ours.focused, let gtkStack = trio.gtkStack.focused, let adwaita = trio.adwaita.focused {
                check(
                    "focus in the page: key → first damage p50 ≤ 1.1× GtkStack's, \(tabs) tabs", ratio(ours.keyToDamageP50Ms, gtkStack.keyToDamageP50Ms),
                    limit: 1.1)
                check(
                    "focus in the page: key → first damage p95 ≤ 1.1× GtkStack's, \(tabs) tabs", ratio(ours.keyToDamageP95Ms, gtkStack.keyToDamageP95Ms),
                    limit: 1.1)
                check(
                    "focus in the page: main-thread CPU per switch ≤ 0.5× AdwViewStack's, \(tabs) tabs",
                    ratio(ours.mainThreadCPUMedianMs, adwaita.mainThreadCPUMedianMs), limit: 0.5)
            }
        }
        check("RSS ≤ 1.05× GtkStack's at \(lowTabs) tabs", ratio(low.ours.rssMedianKiB, low.gtkStack.rssMedianKiB), limit: 1.05)
        if let folder = aggregates.first(where: { $0.folderFilterWorkMaxMedianMs != nil }),
            let filtering = folder.folderFilterWorkMaxMedianMs, let painted = folder.folderFilterMaxMedianMs
        {
            // "10,000 entries filter in well under a frame per keystroke": the filtering within a
            // quarter of a frame, and the keystroke with its frame's layout and paint within one.
            check("a 10,000-entry folder's slowest filter keystroke, filtering alone, ≤ ¼ frame", filtering / Self.frameMs, limit: 0.25)
            check("the same keystroke until its frame is painted ≤ 1 frame", painted / Self.frameMs, limit: 1)
        }
        if let swipe = high.ours.swipe {
            let met = swipe.missedFrames == 0
            lines.append(
                "- \(met ? "met" : "**missed**"): no missed frame in a 120 Hz swipe at \(highTabs) tabs — \(swipe.missedFrames) missed (stall test: a 40 ms stall is reported as missed frames, BenchSmokeTests)"
            )
        }
        return lines
    }
}
