import Gtk

/// Applies the Settings' colour-scheme override over the desktop's preference.
///
/// The desktop's preference comes from the XDG settings portal when one answers, and follows it
/// live; without a portal it is GTK's own setting at start-up (`Runtime.prefersDarkInterface`, or
/// a theme whose name ends in "-dark").
@MainActor
final class Appearance {
    private let portal = ColorSchemePortal()
    private let startupPrefersDark =
        Runtime.prefersDarkInterface
        || (Runtime.stringSetting("gtk-theme-name")?.lowercased().hasSuffix("-dark") ?? false)
    private var choice = AppSettings.Appearance.system

    init() {
        portal.onChange = { [weak self] _ in
            guard let self else { return }
            self.apply(self.choice)
        }
    }

    /// Whether the desktop asks for dark: the portal's answer, else the start-up GTK settings.
    static func desktopPrefersDark(portal: ColorSchemePortal.Preference?, fallback: Bool) -> Bool {
        switch portal {
        case .preferDark: true
        case .preferLight: false
        case .noPreference, nil: fallback
        }
    }

    /// Follow the desktop, or force light or dark.
    func apply(_ choice: AppSettings.Appearance) {
        self.choice = choice
        let desktopDark = Self.desktopPrefersDark(portal: portal.preference, fallback: startupPrefersDark)
        let dark =
            switch choice {
            case .system: desktopDark
            case .light: false
            case .dark: true
            }
        Runtime.prefersDarkInterface = dark
        let source = portal.preference.map { "settings portal: \($0)" } ?? "no settings portal"
        AppLog.debug("appearance: \(dark ? "dark" : "light") (choice \(choice.rawValue), \(source))")
    }
}
