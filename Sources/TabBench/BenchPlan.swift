/// What to run: renderers, tab counts, runs per configuration, switches per run, soak length.
struct BenchPlan {
    var renderers: [String]
    var tabCounts: [Int]
    var runs: Int
    var switchesPerRun: Int
    var soakSwitches: Int
    var modelIterations: Int
    /// Rounds of `StartupRun` per renderer (three fresh processes a round).
    var startupRounds: Int
    /// Folders pinned in the real app's run (`AppRun`): none and these; empty skips it.
    var appPinned: [Int]
    /// Narrowed by `--only` when profiling one subject (the report then has no comparison).
    var implementations = BenchImplementation.allCases
    /// The binary `meson install` installs (`--installed-binary`, which scripts/bench makes with
    /// scripts/meson-build-swift): its size is reported against the install target.
    var installedBinary: String?
    /// README's example built as an outside package (`--consumer-binary`) and the same app in C
    /// with GtkStack (`--gtkstack-example`): their memory is compared (`ConsumerRun`).
    var consumerBinary: String?
    var gtkStackExample: String?

    init(smoke: Bool, renderers: [String]?) {
        if smoke {
            self.renderers = renderers ?? ["cairo"]
            tabCounts = [3, 20]
            runs = 1
            switchesPerRun = 4
            soakSwitches = 200
            modelIterations = 10_000
            startupRounds = 2
            appPinned = [0, AppRun.largestPinned]
        } else {
            // Once at GDK_SCALE=2 as well: 4× the pixels on cairo, where every pixel is the CPU's.
            self.renderers = renderers ?? ["cairo", "gl", "cairo@2x"]
            tabCounts = [3, 20, 100]
            runs = 5
            switchesPerRun = 20 // 5 runs × 20 = 100 settled switches per configuration
            soakSwitches = 10_000
            modelIterations = 1_000_000
            startupRounds = 15
            appPinned = [0, AppRun.largestPinned]
        }
    }
}
