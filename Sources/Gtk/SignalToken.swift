import CGtk

/// A connected signal handler; `disconnect()` stops delivery.
///
/// The token does not keep the emitting object alive (it holds the owner weakly), so storing a
/// token in a view does not create a reference cycle. Dropping the token does **not** disconnect:
/// handlers live as long as their object, like in GLib.
@MainActor
public final class SignalToken {
    private weak var owner: Object?
    private let handlerID: gulong

    init(owner: Object, handlerID: gulong) {
        self.owner = owner
        self.handlerID = handlerID
    }

    /// Whether the handler is still connected.
    public var isConnected: Bool {
        guard let owner else { return false }
        return g_signal_handler_is_connected(owner.raw, handlerID) != 0
    }

    /// Disconnects the handler; the closure box is released by GLib's destroy notify.
    /// Safe to call more than once and after the object is gone.
    public func disconnect() {
        guard let owner, g_signal_handler_is_connected(owner.raw, handlerID) != 0 else { return }
        g_signal_handler_disconnect(owner.raw, handlerID)
    }
}
