import CGtk

/// The desktop's colour-scheme preference from the XDG settings portal: the
/// `org.freedesktop.appearance` `color-scheme` key of `org.freedesktop.portal.Settings` on the
/// session bus, read once and then followed through its `SettingChanged` signal.
///
/// Ownership: the session-bus connection is a full reference adopted by a wrapper; the signal
/// subscription holds a retained closure box, released by GDBus when `deinit` unsubscribes.
@MainActor
public final class ColorSchemePortal {
    /// The portal's values.
    public enum Preference: UInt32, Sendable {
        case noPreference = 0, preferDark = 1, preferLight = 2
    }

    private let connection: Object?
    private var subscription: guint = 0
    /// The preference the portal reported last; nil when no portal answered.
    public private(set) var preference: Preference?
    /// Called on the main thread when the desktop's preference changes.
    public var onChange: (@MainActor (Preference) -> Void)?

    /// Reads the preference, waiting at most `timeoutMilliseconds` for the portal (none is
    /// running outside a desktop session: the bus answers at once that the name is unknown).
    public init(timeoutMilliseconds: Int32 = 500) {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else {
            connection = nil
            return
        }
        connection = Object(adopting: UnsafeMutableRawPointer(bus), sharedWithWorkerThreads: true) // GDBus's worker thread references it
        preference = read(bus, timeoutMilliseconds: timeoutMilliseconds)
        let box = ClosureBox<@MainActor (OpaquePointer?) -> Void> { [weak self] parameters in self?.changed(parameters) }
        let callback: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            MainActor.assumeIsolated { ClosureBox<@MainActor (OpaquePointer?) -> Void>.from(data).body(parameters) }
        }
        subscription = g_dbus_connection_signal_subscribe(
            bus, Self.service, Self.interface, "SettingChanged", Self.path, Self.namespace,
            G_DBUS_SIGNAL_FLAGS_NONE, callback, box.retainedPointer(), releaseDestroyNotify)
    }

    isolated deinit {
        if subscription != 0, let connection { g_dbus_connection_signal_unsubscribe(connection.ptr(), subscription) }
    }

    private static let service = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    private func read(_ bus: OpaquePointer, timeoutMilliseconds: Int32) -> Preference? {
        guard let reply = g_dbus_connection_call_sync(
            bus, Self.service, Self.path, Self.interface, "Read", ft_variant_new_string_pair(Self.namespace, Self.key),
            nil, G_DBUS_CALL_FLAGS_NONE, timeoutMilliseconds, nil, nil) else { return nil }
        defer { g_variant_unref(reply) }
        guard let first = g_variant_get_child_value(reply, 0) else { return nil }
        return Self.preference(in: first)
    }

    private func changed(_ parameters: OpaquePointer?) {
        guard let parameters else { return }
        var namespace: UnsafePointer<CChar>?, key: UnsafePointer<CChar>?, value: OpaquePointer?
        ft_variant_get_string_string_variant(parameters, &namespace, &key, &value)
        guard let value else { return }
        guard let namespace, let key, String(cString: namespace) == Self.namespace, String(cString: key) == Self.key,
              let new = Self.preference(in: g_variant_ref(value)) else {
            g_variant_unref(value)
            return
        }
        g_variant_unref(value)
        preference = new
        onChange?(new)
    }

    /// Unwraps variants (the portal's `Read` nests the value in one or two) down to the uint32.
    /// Consumes the reference it is given.
    private static func preference(in variant: OpaquePointer) -> Preference? {
        var current = variant
        while g_variant_classify(current) == G_VARIANT_CLASS_VARIANT {
            let inner = g_variant_get_variant(current)
            g_variant_unref(current)
            guard let inner else { return nil }
            current = inner
        }
        defer { g_variant_unref(current) }
        guard g_variant_classify(current) == G_VARIANT_CLASS_UINT32 else { return nil }
        return Preference(rawValue: g_variant_get_uint32(current)) ?? .noPreference
    }
}
