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
    ///
    /// Two messages of GTK's own are excused without the plain program, as it logs them only now
    /// and then under the same inputs (their coming depends on timing): see `isGtkTiming`.
    static func unexplained(_ lines: [String], excused: Set<String>) -> [String] {
        let snapshots = Dictionary(lines.compactMap(unallocatedSnapshotWidget).map { ($0, 1) }, uniquingKeysWith: +)
        var afterNoMonitor = false
        var problems: [String] = []
        for line in lines {
            guard let message = EndToEnd.SwayChaosEndToEndTests.message(line) else { continue }
            if isGtkTiming(line, snapshots: snapshots) {
                continue
            } else if excused.contains(message) {
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

    /// Whether `line` is one of two GTK messages that GTK's own timing decides, given how many
    /// times the run named each widget in the second (`snapshots`, by `unallocatedSnapshotWidget`):
    ///
    /// - "Broken accounting of active state" for the window alone. GTK counts the presses on each
    ///   widget under the pointer, up to the window, in private code (`gtk_widget_set_active_state`
    ///   is called only by gtkmain.c's `handle_pointing_event`), and GTK 4.8 takes a press back
    ///   twice when a pointer grab of the window manager's comes between a press and its release
    ///   (once for the grab's leave event, once for the release or the broken grab). When only the
    ///   window is named, the press was on the window's own edge, where no widget of the app is.
    ///   Seen in CI's X11 run of seed 12228701029262326920 after a click 7 thousandths from the
    ///   window's left side; the plain program logged it in a replay of that seed, not in CI's.
    ///   A press the app loses inside the window (a widget hidden under it) names the widget it
    ///   was on and each of its parents, and stays a problem.
    /// - "Trying to snapshot Gtk… without a current allocation", a GTK widget drawn in a frame
    ///   while it waits for a layout, for at most `transientSnapshots` frames. GTK's text view
    ///   queues a layout from inside its own, and GTK 4.8's popovers lay themselves out only when
    ///   their surface does, so a few such frames come now and then (a GtkTextView 4 and 9 times
    ///   in earlier runs, a GtkBox twice in CI's run of that seed, none in its replays). A widget
    ///   the app never lays out is named in every frame that draws it, and stays a problem, as does
    ///   any widget type of the app's own.
    static func isGtkTiming(_ line: String, snapshots: [String: Int]) -> Bool {
        if line.contains("Broken accounting of active state for widget ") {
            return line.hasSuffix("(GtkApplicationWindow)") || line.hasSuffix("(GtkWindow)")
        }
        guard let widget = unallocatedSnapshotWidget(line) else { return false }
        return widget.hasPrefix("Gtk") && snapshots[widget, default: 0] <= transientSnapshots
    }

    /// The most frames a GTK widget may be drawn while it waits for a layout (see `isGtkTiming`).
    static let transientSnapshots = 12

    /// The widget ("GtkBox 0x55…") that `line` says GTK tried to draw without a current
    /// allocation, or nil for any other line.
    static func unallocatedSnapshotWidget(_ line: String) -> String? {
        line.firstMatch(of: /Trying to snapshot ([A-Za-z]+ 0x[0-9a-f]+) without a current allocation/).map { String($0.1) }
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
