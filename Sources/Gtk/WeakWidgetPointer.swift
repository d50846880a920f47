import CGtk

/// Remembers a widget without keeping it alive: a GLib weak pointer that becomes nil when the
/// widget is finalized. Used for focus memory.
@MainActor
public final class WeakWidgetPointer {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    /// Starts empty.
    public init() { slot.initialize(to: nil) }

    /// The remembered widget, if it still exists.
    public var widget: WidgetHandle? {
        get { slot.pointee.map { WidgetHandle($0.assumingMemoryBound(to: GtkWidget.self)) } }
        set {
            if let old = slot.pointee { g_object_remove_weak_pointer(old.assumingMemoryBound(to: GObject.self), slot) }
            slot.pointee = newValue.map { UnsafeMutableRawPointer($0.pointer) }
            if let new = slot.pointee { g_object_add_weak_pointer(new.assumingMemoryBound(to: GObject.self), slot) }
        }
    }

    /// Gives focus back to the remembered widget if it still exists and can take it (a text
    /// field keeps its cursor and selection: `WidgetHandle.restoreFocus`).
    @discardableResult
    public func restoreFocus() -> Bool {
        guard let target = widget else { return false }
        return target.restoreFocus()
    }

    isolated deinit {
        widget = nil
        slot.deallocate()
    }
}
