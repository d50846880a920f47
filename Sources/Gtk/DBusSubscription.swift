import CGtk

/// One signal subscription on a `DBusConnection`; unsubscribes when cancelled or released.
///
/// Ownership: holds its connection strongly, so the connection outlives every subscription on it.
@MainActor
public final class DBusSubscription {
    private let connection: DBusConnection
    private var id: UInt32

    init(connection: DBusConnection, id: UInt32) {
        self.connection = connection
        self.id = id
    }

    /// Stops delivering signals (GDBus then releases the handler).
    public func cancel() {
        guard id != 0 else { return }
        g_dbus_connection_signal_unsubscribe(connection.ptr(), id)
        id = 0
    }

    isolated deinit { cancel() }
}
