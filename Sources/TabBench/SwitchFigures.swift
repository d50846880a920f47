/// One condition's switch figures over a configuration's runs (`OutsideFigures` of every run):
/// percentiles of key → first damage over every switch, medians of CPU and frames. `Aggregate`
/// keeps those of the switch alone in its own fields and those with the focus in the page (see
/// `ChildRun`) as `focused`.
struct SwitchFigures: Codable {
    var keyToDamageP50Ms: Double
    var keyToDamageP95Ms: Double
    var mainThreadCPUMedianMs: Double
    var processCPUMedianMs: Double
    var framesMedian: Double

    init(_ passes: [OutsideFigures]) {
        let keyToDamage = passes.flatMap(\.keyToDamageMs).sorted()
        keyToDamageP50Ms = Measure.percentile(keyToDamage, 50)
        keyToDamageP95Ms = Measure.percentile(keyToDamage, 95)
        mainThreadCPUMedianMs = Measure.median(passes.flatMap(\.mainThreadCPUMs))
        processCPUMedianMs = Measure.median(passes.flatMap(\.processCPUMs))
        framesMedian = Measure.median(passes.flatMap(\.frames).map(Double.init))
    }
}
