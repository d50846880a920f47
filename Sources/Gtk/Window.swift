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
        super.init(retaining: gtk_application_window_new(application.ptr()))
    }

    /// Wraps an existing window.
    public override init(retaining pointer: UnsafeMutableRawPointer) { super.init(retaining: pointer) }

    private var window: UnsafeMutablePointer<GtkWindow> { ptr() }

    /// Window title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// Sets the only child.
    public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }

    /// Size used when the window is first shown.
    public func setDefaultSize(width: Int32, height: Int32) { gtk_window_set_default_size(window, width, height) }

    /// Current default size (the remembered size while the window is shown).
    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
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

    /// The widget that has keyboard focus inside the window, if any, as a raw pointer.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    /// Runs `body` when the user asks to close; return `true` to keep the window open.
    @discardableResult
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) -> SignalToken { connectReturning("close-request", body) }

    /// Adds a window action (`win.<name>`); application windows only.
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(ptr(), action.ptr()) }
}
