/// Switch figures of the pass with the focus in the page's entry (see `ChildRun`), aggregated
/// like `Aggregate`'s: percentiles over every switch, medians of CPU and frames.
struct FocusedFigures: Codable {
    var keyToDamageP50Ms: Double
    var keyToDamageP95Ms: Double
    var mainThreadCPUMedianMs: Double
    var processCPUMedianMs: Double
    var framesMedian: Double

    /// Nil when no run made that pass.
    init?(_ passes: [OutsideFigures]) {
        let keyToDamage = passes.flatMap(\.keyToDamageMs).sorted()
        guard !keyToDamage.isEmpty else { return nil }
        keyToDamageP50Ms = Measure.percentile(keyToDamage, 50)
        keyToDamageP95Ms = Measure.percentile(keyToDamage, 95)
        mainThreadCPUMedianMs = Measure.median(passes.flatMap(\.mainThreadCPUMs))
        processCPUMedianMs = Measure.median(passes.flatMap(\.processCPUMs))
        framesMedian = Measure.median(passes.flatMap(\.frames).map(Double.init))
    }
}
