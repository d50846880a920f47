/// Aggregated figures for one subject at one tab count under one renderer.
struct Aggregate: Codable {
    var renderer: String
    var implementation: BenchImplementation
    var tabs: Int
    var runs: Int
    var startupMedianMs: Double
    var keyToDamageMs: [Double]
    var keyToDamageP50Ms: Double
    var keyToDamageP95Ms: Double
    var mainThreadCPUMedianMs: Double
    var processCPUMedianMs: Double
    var framesMedian: Double
    var switchesWithoutDamage: Int
    /// The same switches with the focus in the page's entry (`ChildResult.outsideFocused`); nil
    /// where that pass did not run.
    var focused: SwitchFigures?
    var rssMedianKiB: Double
    var pssMedianKiB: Double
    var rssAllVisitedMedianKiB: Double
    var soakGrowthKiB: Int?
    var swipe: SwipeFigures?
    var folderMedianMs: Double?
    var folderFilterMaxMedianMs: Double?
    var folderFilterWorkMaxMedianMs: Double?
    /// Window sizes seen in the runs ("900×640"; more than one would mean unequal surfaces).
    var windowSizes: [String]

    init(renderer: String, results: [ChildResult]) {
        self.renderer = renderer
        implementation = results[0].implementation
        tabs = results[0].tabs
        runs = results.count
        startupMedianMs = Measure.median(results.map(\.startupMs))
        let outside = results.compactMap(\.outside)
        keyToDamageMs = outside.flatMap(\.keyToDamageMs).sorted()
        let switches = SwitchFigures(outside)
        keyToDamageP50Ms = switches.keyToDamageP50Ms
        keyToDamageP95Ms = switches.keyToDamageP95Ms
        mainThreadCPUMedianMs = switches.mainThreadCPUMedianMs
        processCPUMedianMs = switches.processCPUMedianMs
        framesMedian = switches.framesMedian
        let focusedPasses = results.compactMap(\.outsideFocused)
        switchesWithoutDamage = (outside + focusedPasses).reduce(0) { $0 + $1.switchesWithoutDamage }
        focused = focusedPasses.isEmpty ? nil : SwitchFigures(focusedPasses)
        rssMedianKiB = Measure.median(results.map { Double($0.rssKiB) })
        pssMedianKiB = Measure.median(results.map { Double($0.pssKiB) })
        rssAllVisitedMedianKiB = Measure.median(results.map { Double($0.rssAfterVisitingAllKiB) })
        soakGrowthKiB = results.compactMap(\.soakGrowthKiB).first
        // The run whose swipe missed the most frames speaks for the configuration.
        swipe = results.compactMap(\.swipe).max { $0.missedFrames < $1.missedFrames }
        let folders = results.compactMap(\.folderMs)
        folderMedianMs = folders.isEmpty ? nil : Measure.median(folders)
        let filters = results.compactMap(\.folderFilterMaxMs)
        folderFilterMaxMedianMs = filters.isEmpty ? nil : Measure.median(filters)
        let filtering = results.compactMap(\.folderFilterWorkMaxMs)
        folderFilterWorkMaxMedianMs = filtering.isEmpty ? nil : Measure.median(filtering)
        windowSizes = Array(Set(results.map { "\($0.windowWidth)×\($0.windowHeight)" })).sorted()
    }
}
