/// What one fresh benchmark process measures and prints as one JSON line; the driver adds what
/// it measured from outside (`outside`).
struct ChildResult: Codable {
    var implementation = BenchImplementation.ours
    var tabs = 0
    /// Process start → first frame painted, ms.
    var startupMs = 0.0
    var rssKiB = 0
    var pssKiB = 0
    var rssAfterVisitingAllKiB = 0
    /// The window's size once shown, px (every subject must match).
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    var soakGrowthKiB: Int?
    var swipe: SwipeFigures?
    var folderMs: Double?
    /// The slowest keystroke of a filter typed into that folder (narrowed, rows replaced, painted), ms of main-thread CPU.
    var folderFilterMaxMs: Double?
    /// The slowest keystroke's filtering alone (narrowed, rows replaced), ms of main-thread CPU.
    var folderFilterWorkMaxMs: Double?
    var outside: OutsideFigures?
    /// The same switches with the focus in the page's entry (the fewest tabs only; see `ChildRun`).
    var outsideFocused: OutsideFigures?
}

/// A real-timed swipe and its settle animation (see `SwipeRun`).
struct SwipeFigures: Codable {
    var framesPainted = 0
    /// Deadlines missed: refresh slots that passed without a frame (a frame more than 1.5 intervals
    /// after the one before missed one slot, more than 2.5 intervals two).
    var missedFrames = 0
    var longestFrameMs = 0.0
    var p95FrameMs = 0.0
    var refreshMs = 0.0
    /// The main-thread stall injected at the 30th delta (0 in a normal run), ms.
    var stallMs = 0
    var landedOnNextTab = false
    /// Median handler time per scroll delta, µs.
    var scrollHandlerUs = 0.0
    /// Slowest scroll delta (the one that shows the neighbouring page), µs.
    var scrollHandlerMaxUs = 0.0
}

/// Switches measured from outside the app (`OutsideHarness`): a key chord through XTest, the
/// window's damage through XDamage, the app's CPU from /proc, each switch left to settle.
struct OutsideFigures: Codable {
    /// Key chord sent → first damage to the window, ms, one per switch.
    var keyToDamageMs: [Double] = []
    /// The app's main thread's CPU from the key until the window has been quiet for
    /// `OutsideHarness.quietMilliseconds`, ms, one per switch.
    var mainThreadCPUMs: [Double] = []
    /// The same for all of the app's threads, ms.
    var processCPUMs: [Double] = []
    /// Frames (bursts of damage) per switch until it settled.
    var frames: [Int] = []
    /// Pixels the window repainted per switch until it settled (work that can only get worse).
    var damagedPixels: [Int] = []
    /// Switches after which the window showed no change within 2 s.
    var switchesWithoutDamage = 0
}
