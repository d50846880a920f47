import CGtk

/// Process-wide GTK set-up outside `Application.run()` (tests, benchmark).
@MainActor
public enum Runtime {
    /// Initializes GTK once; returns `false` when no display can be opened.
    @discardableResult
    public static func initialize() -> Bool {
        if initialized { return true }
        initialized = gtk_init_check() != 0
        if initialized { MainLoop.attachDispatchMainQueue() }
        return initialized
    }
    private static var initialized = false

    /// The GTK version this process runs against, e.g. "4.8.3".
    public static var gtkVersion: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Sets the default text direction for widgets created afterwards.
    package static func setDefaultDirection(rightToLeft: Bool) {
        gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    }

    /// Whether the default display's interface is dark (`gtk-interface-color-scheme` from GTK
    /// 4.20, `gtk-application-prefer-dark-theme` before); setting it restyles every window.
    public static var prefersDarkInterface: Bool {
        get { gtk_settings_get_default().map { ft_settings_get_dark($0) != 0 } ?? false }
        set { if let settings = gtk_settings_get_default() { ft_settings_set_dark(settings, newValue ? 1 : 0) } }
    }

    /// Sets a boolean GtkSettings property (e.g. `gtk-enable-animations`) for the default display.
    public static func setSetting(_ name: String, _ value: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        ft_set_boolean_property(UnsafeMutableRawPointer(settings), name, value ? 1 : 0)
    }

    /// Sets a string GtkSettings property (e.g. `gtk-font-name`) for the default display.
    public static func setSetting(_ name: String, _ value: String) {
        guard let settings = gtk_settings_get_default() else { return }
        ft_set_string_property(UnsafeMutableRawPointer(settings), name, value)
    }

    /// Reads a string GtkSettings property (e.g. `gtk-theme-name`) for the default display.
    public static func stringSetting(_ name: String) -> String? {
        guard let settings = gtk_settings_get_default(), let value = ft_dup_string_property(UnsafeMutableRawPointer(settings), name) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Makes icons under a registered GResource path (laid out like the hicolor theme, e.g.
    /// `path/scalable/actions/name.svg`) findable by name, whatever icon themes are installed.
    public static func addIconResourcePath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_resource_path(gtk_icon_theme_get_for_display(display), path)
    }

    /// Whether the icon theme of the default display has an icon called `name`.
    package static func hasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }
}
