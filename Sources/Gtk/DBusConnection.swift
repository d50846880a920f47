import CGtk

/// Wraps a `GDBusConnection`: asynchronous method calls and signal subscriptions on a message bus.
/// Nothing here blocks the main thread; replies and signals arrive on the main loop.
///
/// Ownership: the connection is a full reference held by a plain (not toggle) reference, because
/// GDBus's worker thread references it too (see `Object`). A pending call or subscription holds
/// its closure box retained until GDBus is done with it: a call's box is released after its reply
/// (or error) is delivered, a subscription's by GDBus's destroy notify after `unsubscribe`.
@MainActor
public final class DBusConnection: Object {
    private init(adoptingConnection pointer: OpaquePointer) {
        super.init(adopting: UnsafeMutableRawPointer(pointer), sharedWithWorkerThreads: true)
    }

    /// The one wrapper of a connection GDBus returned with a full reference. `g_bus_get` hands out
    /// the process's shared connection every time, so a second call finds the first wrapper and
    /// drops the extra reference instead of making a second wrapper.
    private static func adopting(_ pointer: OpaquePointer) -> DBusConnection {
        let raw = UnsafeMutableRawPointer(pointer)
        if let existing = Object.wrapper(of: raw) as? DBusConnection {
            g_object_unref(raw)
            return existing
        }
        return DBusConnection(adoptingConnection: pointer)
    }

    /// Connects to the session bus without blocking; `completion` gets nil when there is none.
    public static func session(_ completion: @escaping @MainActor (DBusConnection?) -> Void) {
        let box = ClosureBox<@MainActor (DBusConnection?) -> Void>(completion)
        g_bus_get(
            G_BUS_TYPE_SESSION, nil,
            { _, result, data in
                MainActor.assumeIsolated {
                    let box = Unmanaged<ClosureBox<@MainActor (DBusConnection?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let connection = g_bus_get_finish(result, &error)
                    g_clear_error(&error)
                    box.body(connection.map(DBusConnection.adopting))
                }
            }, box.retainedPointer())
    }

    /// Calls `method` and delivers the reply's body, or nil for an error, a timeout or a reply
    /// that is not of `replyType` (GDBus checks it, e.g. `"(v)"`).
    public func call(
        service: String, path: String, interface: String, method: String, arguments: Variant?,
        replyType: String, timeoutMilliseconds: Int32,
        _ completion: @escaping @MainActor (Variant?) -> Void
    ) {
        let box = ClosureBox<@MainActor (Variant?) -> Void>(completion)
        let type = g_variant_type_new(replyType)
        defer { g_variant_type_free(type) }
        g_dbus_connection_call(
            ptr(), service, path, interface, method, arguments?.raw, type, GDBusCallFlags(rawValue: 0),
            timeoutMilliseconds, nil,
            { source, result, data in
                MainActor.assumeIsolated {
                    let box = Unmanaged<ClosureBox<@MainActor (Variant?) -> Void>>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                    g_clear_error(&error)
                    box.body(reply.map { Variant(adopting: $0) })
                }
            }, box.retainedPointer())
    }

    /// Delivers whether a process owns the bus name `name` now (e.g. whether the desktop's portal
    /// runs); false when the bus does not answer within a second.
    public func hasOwner(_ name: String, _ completion: @escaping @MainActor (Bool) -> Void) {
        call(
            service: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", method: "NameHasOwner",
            arguments: Variant(tuple: [Variant(name)]), replyType: "(b)", timeoutMilliseconds: 1_000
        ) { reply in
            completion(reply?.child(at: 0)?.boolean ?? false)
        }
    }

    /// Delivers the parameters of every matching signal until the returned subscription is
    /// cancelled or released. `argument0` filters on the first string argument.
    public func subscribe(
        service: String, path: String, interface: String, signal: String, argument0: String?,
        _ handler: @escaping @MainActor (Variant) -> Void
    ) -> DBusSubscription {
        let box = ClosureBox<@MainActor (Variant) -> Void>(handler)
        let id = g_dbus_connection_signal_subscribe(
            ptr(), service, interface, signal, path, argument0, GDBusSignalFlags(rawValue: 0),
            { _, _, _, _, _, parameters, data in
                MainActor.assumeIsolated {
                    guard let parameters else { return }
                    ClosureBox<@MainActor (Variant) -> Void>.from(data).body(Variant(retaining: parameters))
                }
            }, box.retainedPointer(), releaseDestroyNotify)
        return DBusSubscription(connection: self, id: id)
    }
}
