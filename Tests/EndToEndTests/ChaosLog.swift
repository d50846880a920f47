/// Which GTK messages of a chaos run's app log the plain GTK program does not explain.
enum ChaosLog {
    /// The GTK warnings and criticals among `lines` that are not in `excused` (what the plain GTK
    /// program logged under the same inputs, as `EndToEnd.SwayChaosEndToEndTests.message` reduces them),
    /// in order.
    ///
    /// One failure of GTK's logs more than the plain program shows. A popup whose anchor is on no
    /// monitor makes GTK 4.8 log "gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)'
    /// failed", and it then lays the popup out in bounds it never set (`gdk_x11_surface_layout_popup`
    /// leaves them unset when it finds no monitor), so what the popover's contents are given
    /// depends on what the stack held: the plain program's menu got a sane size, the app's header
    /// menu, opened with its button off the screen, got "attempt to allocate GtkPopoverContent …
    /// with width -5" and its scrolled window -12 × -12, every time; a Settings drop-down opened
    /// with its button off the screen gave its list's box -2 × -2 (a popover laid out at 0 × 0
    /// leaves its children less than nothing once its border and padding are taken off). Those
    /// allocations are excused when they come in the same burst as an excused no-monitor critical:
    /// only excused criticals and such allocations since it.
    static func unexplained(_ lines: [String], excused: Set<String>) -> [String] {
        var afterNoMonitor = false
        var problems: [String] = []
        for line in lines {
            guard let message = EndToEnd.SwayChaosEndToEndTests.message(line) else { continue }
            if excused.contains(message) {
                afterNoMonitor = afterNoMonitor || message.contains(noMonitor)
            } else if afterNoMonitor && isPopoverAllocation(message) {
                continue
            } else {
                afterNoMonitor = false
                problems.append(line)
            }
        }
        return problems
    }

    /// GTK's critical for a popup laid out on no monitor.
    static let noMonitor = "gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed"

    /// A negative size given to a popover's contents, to the scrolled window inside a menu or to
    /// the box inside a drop-down's list.
    static func isPopoverAllocation(_ message: String) -> Bool {
        message.contains("gtk_widget_size_allocate(): attempt to allocate ")
            && ["GtkPopoverContent contents", "GtkScrolledWindow scrolledwindow", "GtkBox box"].contains { message.contains($0) }
            && message.contains(" with width -")
    }
}
