/// One change of a window's content as the X server reported it.
public struct DamageReport: Sendable {
    /// When it was seen, monotonic µs (GLib's clock).
    public let time: Int64
    /// Pixels changed (the damaged region's area).
    public let pixels: Int
}
