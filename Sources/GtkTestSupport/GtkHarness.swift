import CGtk
import Gtk

/// Shared set-up for GTK tests (used by the GtkTests and FloatingTabsTests targets): one GTK initialisation per process, the log monitor installed.
@MainActor
public enum GtkHarness {
    public static func start() {
        guard Runtime.initialize() else { fatalError("GTK could not open a display: run the suite through scripts/test (Xvfb)") }
        LogMonitor.install()
    }
}

/// Notices when an object is released.
public final class Sentinel {
    let onDeinit: () -> Void
    public init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Tracks whether a GObject has been finalized, via a GLib weak pointer.
@MainActor
public final class FinalizationProbe {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
    public init(_ object: Object) {
        slot.pointee = object.raw
        g_object_add_weak_pointer(object.gobject, slot)
    }
    public var isFinalized: Bool { slot.pointee == nil }
}

/// Every wrapped widget below `root` that is a `T`, in tree order. The wrappers are found through
/// GTK's widget tree: only wrappers GTK keeps alive are seen.
@MainActor
public func descendants<T: Widget>(of root: Widget, as type: T.Type) -> [T] {
    root.wrappedDescendants.compactMap { $0 as? T }
}
