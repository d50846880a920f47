/// Formats a badge count for display: nothing for 0, the number up to `cap`, then "cap+".
public enum BadgeText {
    /// The largest count shown exactly.
    public static let cap = 99

    /// Text for `count`, or nil when no badge should show.
    public static func text(for count: Int) -> String? {
        guard count > 0 else { return nil }
        return count > cap ? "\(cap)+" : String(count)
    }
}
