import CGtk

/// Work put off until the frame that shows a change has been drawn: `body` runs once, in the
/// widget's next frame right after GTK has rendered it (a `paint` handler of the frame clock,
/// connected after the surface's own; before the frame's `after-paint`, where GTK moves a focus
/// left in a hidden widget, and before GTK delivers the input that came in during the frame), or
/// earlier, just before GTK handles a key press for the widget's window if one comes before that
/// frame (so the key goes where `body` sends the focus).
///
/// Ownership: the deferral lives as long as its owner holds it; dropping it cancels it. The
/// `paint` handler and the emission hook on `GdkSurface::event` each hold a box with a
/// closure that captures the deferral weakly; both are removed when the deferral runs, is
/// cancelled or goes away. The window's surface is kept as an address to compare events with,
/// never dereferenced.
@MainActor
public final class FrameDeferral {
    private var body: (@MainActor () -> Void)?
    private var paintHandler: SignalToken?
    private var hookID: gulong = 0
    private let surface: UnsafeMutableRawPointer

    /// Defers `body` to after `widget`'s next frame; nil when the widget is not realized (it has
    /// no frame clock or window surface).
    public init?(after widget: Widget, _ body: @escaping @MainActor () -> Void) {
        guard let clock = widget.frameClock, let native = gtk_widget_get_native(widget.widget),
            let surface = gtk_native_get_surface(native)
        else { return nil }
        self.body = body
        self.surface = UnsafeMutableRawPointer(surface)
        paintHandler = clock.connect("paint") { [weak self] in self?.run() }
        hookID = Self.addKeyHook { [weak self] surface in
            guard let self, self.surface == surface else { return }
            self.run()
        }
        gdk_frame_clock_request_phase(OpaquePointer(clock.raw), GDK_FRAME_CLOCK_PHASE_PAINT)
    }

    /// Runs `body` now if it has not run yet, and stops waiting.
    private func run() {
        guard let body else { return }
        cancel()
        body()
    }

    /// Stops waiting; `body` will not run.
    public func cancel() {
        body = nil
        paintHandler?.disconnect()
        paintHandler = nil
        if hookID != 0 {
            g_signal_remove_emission_hook(Self.surfaceEventSignal, hookID)
            hookID = 0
        }
    }

    isolated deinit { cancel() }

    /// `GdkSurface::event`'s signal id.
    private static let surfaceEventSignal = g_signal_lookup("event", gdk_surface_get_type())

    /// Calls `onKey` with the surface of every key press before GTK handles it (a release goes
    /// where its press went, and does not type). The
    /// hook's box is released when the hook is removed (`g_signal_remove_emission_hook`).
    private static func addKeyHook(_ onKey: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) -> gulong {
        typealias Box = ClosureBox<@MainActor (UnsafeMutableRawPointer) -> Void>
        let hook: GSignalEmissionHook = { _, count, values, data in
            guard count >= 2, let values, let surface = g_value_peek_pointer(values),
                let event = g_value_peek_pointer(values + 1)
            else { return 1 }
            let type = gdk_event_get_event_type(OpaquePointer(event))
            if type == GDK_KEY_PRESS {
                MainActor.assumeIsolated { Box.from(data).body(surface) }
            }
            return 1 // stay installed until removed
        }
        return g_signal_add_emission_hook(surfaceEventSignal, 0, hook, Box(onKey).retainedPointer(), releaseDestroyNotify)
    }
}
