/// When to try a failed save again: soon at first, then less and less often, never giving up
/// while the app runs (the text stays in memory meanwhile).
public enum SaveRetryPolicy {
    /// Seconds to wait after the `failures`-th failure in a row (1-based): 1, 2, 5, 10, 30, then
    /// every 60.
    public static func delay(afterFailures failures: Int) -> Int {
        let steps = [1, 2, 5, 10, 30]
        return failures >= 1 && failures <= steps.count ? steps[failures - 1] : 60
    }
}
