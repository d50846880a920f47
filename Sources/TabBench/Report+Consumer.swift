import Foundation

extension Report {
    /// How much more memory than GtkStack's C app an outside consumer may take.
    static let consumerRSSLimit = 1.05

    /// The outside consumer's section (`ConsumerRun`), or nothing when it was not measured.
    static func consumer(_ figures: ConsumerRun.Figures?, renderer: String) -> String {
        guard let figures, !figures.consumerRSSKiB.isEmpty, !figures.gtkStackRSSKiB.isEmpty else { return "" }
        let ours = Measure.median(figures.consumerRSSKiB.map(Double.init)) / 1024
        let theirs = Measure.median(figures.gtkStackRSSKiB.map(Double.init)) / 1024
        let ratio = ours / theirs
        return [
            "", "", "#### An app that uses the component", "",
            "README's example built as an outside package as README says (`swift build -c release --static-swift-stdlib`; `Tests/ConsumerPackage`), "
                + "against the same app in C with GtkStack + GtkStackSwitcher (`bench/baselines/gtkstack-example.c`): three pages with a label each, titles and icons, a 480×320 window; "
                + "\(figures.consumerRSSKiB.count) fresh processes each (interleaved, \(BenchRenderer.title(of: renderer)), no session bus), RSS once the window has been drawn and quiet for \(OutsideHarness.quietMilliseconds) ms.",
            "",
            "| app | RSS after start-up, median |", "|---|---:|",
            "| README's example (Swift, FloatingTabs) | \(String(format: "%.1f", ours)) MiB |",
            "| the same in C (GtkStack) | \(String(format: "%.1f", theirs)) MiB |",
            "",
            "- \(ratio <= consumerRSSLimit ? "met" : "**missed**"): an outside consumer's RSS ≤ \(String(format: "%.2f", consumerRSSLimit))× GtkStack's C app — \(String(format: "%.2f", ratio))× (limit \(String(format: "%.2f", consumerRSSLimit))×)",
        ].joined(separator: "\n")
    }
}
