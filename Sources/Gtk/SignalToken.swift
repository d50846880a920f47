import CGtk

/// A connected signal handler; `disconnect()` stops delivery.
///
/// Ownership: the token remembers the emitting instance through a GLib weak reference
/// (`GWeakRef`), not through its Swift wrapper, so it neither keeps the instance alive nor depends
/// on the wrapper that connected still existing: `disconnect()` works as long as the instance
/// does, and does nothing once it is finalized. Dropping the token does **not** disconnect:
/// handlers live as long as their object, like in GLib.
@MainActor
public final class SignalToken {
    private let instance = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    private let handlerID: gulong

    init(instance pointer: UnsafeMutableRawPointer, handlerID: gulong) {
        instance.initialize(to: GWeakRef())
        g_weak_ref_init(instance, pointer)
        self.handlerID = handlerID
    }

    /// Runs `body` with a strong C reference to the instance, if it still exists.
    private func withInstance<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T? {
        guard let object = g_weak_ref_get(instance) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }

    /// Whether the handler is still connected.
    package var isConnected: Bool {
        withInstance { g_signal_handler_is_connected($0, handlerID) != 0 } ?? false
    }

    /// Disconnects the handler; the closure box is released by GLib's destroy notify.
    /// Safe to call more than once and after the instance is gone.
    public func disconnect() {
        withInstance { object in
            if g_signal_handler_is_connected(object, handlerID) != 0 { g_signal_handler_disconnect(object, handlerID) }
        }
    }

    isolated deinit {
        g_weak_ref_clear(instance)
        instance.deallocate()
    }
}
