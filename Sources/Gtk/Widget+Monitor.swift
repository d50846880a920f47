import CGtk

extension Widget {
    /// Whether the widget's window lies at least partly on a monitor: where GTK can place a
    /// popover. GTK 4.8 to 4.24 on X11 cannot place one for a window dragged off every monitor
    /// (`gdk_x11_surface_layout_popup` asks for the monitor under its anchor, gets none, and logs
    /// a critical for every try). On X11 the check costs round trips to the server.
    ///
    /// A window partly on a monitor whose popover's anchor is off it fails GTK the same way;
    /// that cannot be checked: GTK has no public way to read a window's position on X11 that
    /// 4.18 does not deprecate (`gdk_x11_surface_get_xid`).
    package var windowIsOnAMonitor: Bool { Self.windowIsOnAMonitor(widget) }

    /// `windowIsOnAMonitor` for any widget (a popover asks for its parent's window, its own
    /// surface being the popup's).
    package static func windowIsOnAMonitor(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else { return false }
        return gdk_display_get_monitor_at_surface(gtk_widget_get_display(widget), surface) != nil
    }
}
