import CGtk
import Gtk

/// Shared set-up for GTK tests: one GTK initialisation per process, the log monitor installed.
@MainActor
enum GtkHarness {
    static func start() {
        guard Runtime.initialize() else { fatalError("GTK could not open a display: run the suite through scripts/test (Xvfb)") }
        LogMonitor.install()
    }
}

/// Notices when an object is released.
final class Sentinel {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Tracks whether a GObject has been finalized, via a GLib weak pointer.
@MainActor
final class FinalizationProbe {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
    init(_ object: Object) {
        slot.pointee = object.raw
        g_object_add_weak_pointer(object.gobject, slot)
    }
    var isFinalized: Bool { slot.pointee == nil }
}
