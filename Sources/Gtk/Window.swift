import CGtk

/// Wraps `GtkWindow` / `GtkApplicationWindow`.
///
/// Ownership: GTK owns toplevel windows (its toplevel list holds them), so a window is never
/// floating; the wrapper adds one reference of its own. Dropping the wrapper does not close the
/// window — call `destroy()`, which makes GTK drop its reference; ours goes in `deinit`.
@MainActor
open class Window: Widget {
    /// Creates a plain toplevel window.
    public init() {
        super.init(retaining: gtk_window_new()) // GTK's toplevel list owns the window; we add ours
    }

    /// Creates an application window that belongs to `application`.
    public init(application: Application) {
        // `application` is an owned argument: kept alive until GTK has taken it (see `Object`).
        super.init(retaining: withExtendedLifetime(application) { gtk_application_window_new(application.ptr()) })
    }

    /// Wraps an existing window.
    package override init(retaining pointer: UnsafeMutableRawPointer) { super.init(retaining: pointer) }

    var window: UnsafeMutablePointer<GtkWindow> { ptr() }

    /// Window title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// Sets the widget shown as the title bar (a `HeaderBar`).
    public func setTitlebar(_ titlebar: Widget?) { gtk_window_set_titlebar(window, titlebar?.widget) }

    /// Makes the window part of `application` (its accelerators and actions apply in it).
    public func setApplication(_ application: Application?) { gtk_window_set_application(window, application?.ptr()) }

    /// Makes the `GtkShortcutsWindow` called `id` in `builder` this window's help overlay: the
    /// action `win.show-help-overlay` presents it over this window.
    ///
    /// Not `gtk_application_window_set_help_overlay`, deprecated in GTK 4.18 with no successor in
    /// GTK itself: the same behaviour from API every GTK 4 has. Ownership: the overlay is a
    /// toplevel (GTK's window list holds it); the action's handler holds its wrapper. The overlay
    /// closes with this window, but not through `destroy-with-parent`: GTK 4.8 then keeps this
    /// window as the overlay's transient parent after it is finalized, and an overlay that outlives
    /// it (the session bus's export of the window's actions lets them go later, from the main loop)
    /// disconnects from freed memory when it goes. This window's `destroy` handler unsets the
    /// parent while this window is alive, then destroys the overlay.
    public func setHelpOverlay(from builder: Builder, id: String) {
        guard let pointer = builder.object(id) else { return }
        let overlay = Object.wrapper(of: pointer) as? Window ?? Window(retaining: pointer)
        gtk_window_set_transient_for(overlay.window, window)
        gtk_window_set_hide_on_close(overlay.window, 1)
        addAction(SimpleAction(name: "show-help-overlay") { overlay.present() })
        connect("destroy") {
            gtk_window_set_transient_for(overlay.window, nil)
            overlay.destroy()
        }
    }

    /// Sets the only child.
    public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }

    /// Size used when the window is first shown.
    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }

    /// Current default size (the remembered size while the window is shown).
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (width, height)
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(window) }

    /// Asks the window to close, as the close button does (`close-request` may veto).
    public func close() { gtk_window_close(window) }

    /// Destroys the window now; GTK drops its own reference.
    public func destroy() { gtk_window_destroy(window) }

    /// Maximizes or restores.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { if newValue { gtk_window_maximize(window) } else { gtk_window_unmaximize(window) } }
    }

    /// The widget that has keyboard focus inside the window, if any.
    public var focusWidget: WidgetHandle? { gtk_window_get_focus(window).map(WidgetHandle.init) }

    /// Leaves no widget in the window with keyboard focus.
    public func unsetFocus() { gtk_window_set_focus(window, nil) }

    /// Runs `body` when the user asks to close; return `true` to keep the window open.
    @discardableResult
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) -> SignalToken { connectReturning("close-request", body) }

    /// Adds a window action (`win.<name>`). A `GtkApplicationWindow` is itself the `win` action
    /// map; a plain window gets a `GSimpleActionGroup` inserted under the `win` prefix once (the
    /// widget's action muxer holds that group; we only remember its pointer as object data).
    /// GTK 4.8 keeps an inserted group — and so its actions and their handlers — alive after the
    /// window is finalized, so the group is taken out again when the window is destroyed, however
    /// that happens (`destroy()`, the close button, the application quitting).
    public func addAction(_ action: SimpleAction) {
        let instance = raw.assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_application_window_get_type()) != 0 {
            g_action_map_add_action(ptr(), action.ptr())
            return
        }
        var group = g_object_get_data(gobject, "floatingtabs-win-actions")
        if group == nil {
            let created = g_simple_action_group_new()
            gtk_widget_insert_action_group(widget, "win", OpaquePointer(created))
            g_object_unref(created) // the widget's muxer keeps the group alive
            group = UnsafeMutableRawPointer(created)
            g_object_set_data(gobject, "floatingtabs-win-actions", group)
            // The handler lives exactly as long as the window, so the address it keeps stays valid.
            let address = UInt(bitPattern: raw)
            connect("destroy") {
                guard let window = UnsafeMutableRawPointer(bitPattern: address) else { return }
                gtk_widget_insert_action_group(window.assumingMemoryBound(to: GtkWidget.self), "win", nil)
                g_object_set_data(window.assumingMemoryBound(to: GObject.self), "floatingtabs-win-actions", nil)
            }
        }
        g_action_map_add_action(OpaquePointer(group), action.ptr())
    }
}
