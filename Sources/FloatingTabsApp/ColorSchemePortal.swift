import Gtk

/// The desktop's colour-scheme preference from the XDG settings portal: the
/// `org.freedesktop.appearance` `color-scheme` key of `org.freedesktop.portal.Settings` on the
/// session bus, read once without blocking and then followed through its `SettingChanged` signal.
///
/// The portal is another process, so nothing it sends is trusted: a reply or signal of the wrong
/// shape, or a value outside the spec's 0…2, is ignored (logged at debug level) and the previous
/// preference stays.
@MainActor
final class ColorSchemePortal {
    /// The portal's values.
    enum Preference: UInt32, Sendable {
        case noPreference = 0
        case preferDark = 1
        case preferLight = 2
    }

    /// The preference the portal reported last; nil until (unless) a portal answers.
    private(set) var preference: Preference?
    /// Called when the portal reports a preference: first the answer to `Read`, then every change.
    var onChange: (@MainActor (Preference) -> Void)?

    private var connection: DBusConnection?
    private var subscription: DBusSubscription?

    private static let service = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    /// Starts connecting; the first answer arrives later on the main loop (start-up never waits).
    init(timeoutMilliseconds: Int32 = 25_000) {
        DBusConnection.session { [weak self] connection in
            guard let self, let connection else { return }
            self.start(on: connection, timeoutMilliseconds: timeoutMilliseconds)
        }
    }

    private func start(on connection: DBusConnection, timeoutMilliseconds: Int32) {
        self.connection = connection
        subscription = connection.subscribe(
            service: Self.service, path: Self.path, interface: Self.interface, signal: "SettingChanged",
            argument0: Self.namespace
        ) { [weak self] parameters in self?.settingChanged(parameters) }
        connection.call(
            service: Self.service, path: Self.path, interface: Self.interface, method: "Read",
            arguments: Variant(tuple: [Variant(Self.namespace), Variant(Self.key)]),
            replyType: "(v)", timeoutMilliseconds: timeoutMilliseconds
        ) { [weak self] reply in
            guard let self else { return }
            guard let reply else { return AppLog.debug("settings portal: no answer to Read") }
            // A change signal that came first is newer than this answer.
            if self.preference == nil { self.report(Self.preference(in: reply.child(at: 0)), from: "Read \(reply.typeString)") }
        }
    }

    private func settingChanged(_ parameters: Variant) {
        guard parameters.typeString == "(ssv)",
            parameters.child(at: 0)?.string == Self.namespace,
            parameters.child(at: 1)?.string == Self.key
        else {
            return AppLog.debug("settings portal: ignored SettingChanged \(parameters.typeString)")
        }
        report(Self.preference(in: parameters.child(at: 2)), from: "SettingChanged")
    }

    private func report(_ new: Preference?, from source: String) {
        guard let new else { return AppLog.debug("settings portal: ignored malformed \(source)") }
        preference = new
        onChange?(new)
    }

    /// The preference in a portal value: a `u` boxed in one or two variants, 0…2.
    static func preference(in value: Variant?) -> Preference? {
        value?.fullyUnboxed.uint32.flatMap(Preference.init(rawValue:))
    }
}
