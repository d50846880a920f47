import CGtkTestShims
import Gtk

/// GTK's in-process accessibility assertions (`gtk_test_accessible_check_*`, which need
/// `GTK_A11Y=test`). Each returns nil when the widget's accessible has the value, else GTK's message.
@MainActor
public enum AccessibleCheck {
    /// Whether the `selected` state is `selected`.
    public static func selected(_ widget: Widget, _ selected: Bool) -> String? {
        message(ft_test_accessible_check_selected(widget.raw, selected ? 1 : 0))
    }

    /// Whether the orientation property says vertical (`vertical`) or horizontal.
    public static func vertical(_ widget: Widget, _ vertical: Bool) -> String? {
        message(ft_test_accessible_check_vertical(widget.raw, vertical ? 1 : 0))
    }

    /// Whether the accessible label is `label`.
    public static func label(_ widget: Widget, _ label: String) -> String? {
        message(ft_test_accessible_check_label(widget.raw, label))
    }

    /// Whether the accessible description is `text`.
    public static func description(_ widget: Widget, _ text: String) -> String? {
        message(ft_test_accessible_check_description(widget.raw, text))
    }

    /// Whether the CONTROLS relation points at `controlled`.
    public static func controls(_ widget: Widget, _ controlled: Widget) -> String? {
        message(ft_test_accessible_check_controls(widget.raw, controlled.raw))
    }

    /// Copies GTK's message and frees it.
    private static func message(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { ft_test_free(pointer) }
        return String(cString: pointer)
    }
}
