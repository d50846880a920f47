import CGtk

/// Wraps `GdkFrameClock`: frame times and the frame counter of a toplevel.
@MainActor
public final class FrameClock: Object {
    /// Time of the current frame, microseconds of the monotonic clock.
    public var frameTime: Int64 { Int64(gdk_frame_clock_get_frame_time(ptr())) }

    /// Number of frames this clock has painted.
    package var frameCounter: Int64 { Int64(gdk_frame_clock_get_frame_counter(ptr())) }

    /// The display's refresh interval as the clock knows it, microseconds (16,667 at 60 Hz).
    public var refreshIntervalMicroseconds: Int64 {
        var interval: gint64 = 0
        var presentation: gint64 = 0
        gdk_frame_clock_get_refresh_info(ptr(), gdk_frame_clock_get_frame_time(ptr()), &interval, &presentation)
        return interval > 0 ? Int64(interval) : 16_667
    }

    /// Asks for a flush-events phase soon (as an input event would). GTK delivers there the motion
    /// it synthesises after a layout moved widgets under a still pointer, which picks the
    /// pointer's new target and updates hover styles. Without it that happens when the next
    /// input arrives, in a frame cycle of its own ahead of the input's handler, which then paints
    /// a refresh period later.
    public func requestEventFlush() { gdk_frame_clock_request_phase(ptr(), GDK_FRAME_CLOCK_PHASE_FLUSH_EVENTS) }

    /// Connects to `after-paint`: the frame has been drawn.
    @discardableResult
    public func onAfterPaint(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("after-paint", body) }
}
