import CGtk

/// Wraps `GdkFrameClock`: frame times and the frame counter of a toplevel.
@MainActor
public final class FrameClock: Object {
    /// Time of the current frame, microseconds of the monotonic clock.
    public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(ptr())) }

    /// Number of frames this clock has painted.
    public var frameCounter: Int64 { Int64(gdk_frame_clock_get_frame_counter(ptr())) }

    /// Refresh interval estimate in microseconds (from recent frame timings).
    public var refreshInterval: Int64 {
        var interval: gint64 = 0, presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(ptr(), gint64(frameTime), &interval, &presentation)
        return Int64(interval)
    }

    /// Connects to `after-paint`: the frame has been drawn.
    @discardableResult
    public func onAfterPaint(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("after-paint", body) }
}
