import CGtk

/// Wraps `GtkButton`.
@MainActor
public final class Button: Widget {
    /// Creates a button with a plain-text label (never parsed as markup).
    public init(label: String? = nil) {
        super.init(adopting: gtk_button_new())
        if let label { gtk_button_set_label(ptr(), label) }
    }

    /// Creates a button with a construct-only accessible role (e.g. `.tab`).
    public init(role: AccessibleRole) {
        super.init(adopting: ft_new_widget_with_role(gtk_button_get_type(), role.gtk))
    }

    /// Creates a button that shows a named icon.
    public init(iconName: String) {
        super.init(adopting: gtk_button_new_from_icon_name(iconName))
    }

    /// The button's text label (plain text).
    public var label: String {
        get { gtk_button_get_label(ptr()).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(ptr(), newValue) }
    }

    /// Sets the button's only child.
    public func setChild(_ child: Widget?) { gtk_button_set_child(ptr(), child?.widget) }

    /// Draws the button without a frame.
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(ptr()) != 0 }
        set { gtk_button_set_has_frame(ptr(), newValue ? 1 : 0) }
    }

    /// Runs `body` when the button is clicked (pointer, keyboard or accessibility action).
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("clicked", body) }

    /// Whether a click gives the button keyboard focus (`focus-on-click`); a tab that moves the
    /// focus itself turns it off.
    public var focusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(widget) != 0 }
        set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
    }
}
