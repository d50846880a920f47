import Gtk

/// Applies the Settings' colour-scheme override over the desktop's preference.
@MainActor
final class Appearance {
    /// The desktop's own preference, read once at start-up.
    private let systemPrefersDark = Runtime.setting("gtk-application-prefer-dark-theme")

    /// Follow the system, or force light or dark.
    func apply(_ choice: AppSettings.Appearance) {
        let dark = switch choice {
        case .system: systemPrefersDark
        case .light: false
        case .dark: true
        }
        Runtime.setSetting("gtk-application-prefer-dark-theme", dark)
    }
}
