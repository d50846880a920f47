import CGtk

/// What assistive technologies (screen readers, magnifiers) learn about a widget.
extension Widget {
    /// The widget as a `GtkAccessible*`.
    package var accessible: OpaquePointer { ptr() }

    /// Sets the accessible label read by screen readers, in place of the name GTK derives from
    /// the widget's content (on GTK 4.18 and later a button is labelled by its label child, which
    /// would otherwise win: a "Show" button meant as "Show “Notes”" was read as "Show").
    public func setAccessibleLabel(_ text: String) { ft_accessible_set_label(accessible, text) }

    /// Sets the accessible description read by screen readers.
    public func setAccessibleDescription(_ text: String) { ft_accessible_set_description(accessible, text) }

    /// Sets the accessible `selected` state.
    public func setAccessibleSelected(_ selected: Bool) { ft_accessible_set_selected(accessible, selected ? 1 : 0) }

    /// Tells assistive technologies whether the widget's items run top to bottom (a vertical tab
    /// list) or side by side.
    public func setAccessibleVertical(_ vertical: Bool) { ft_accessible_set_vertical(accessible, vertical ? 1 : 0) }

    /// Declares that this widget controls `other` (e.g. a tab controls its page).
    public func setAccessibleControls(_ other: Widget) { ft_accessible_set_controls(accessible, other.accessible) }

    /// Sets `child-visible` and keeps the widget in the accessibility tree either way: for an
    /// item its container scrolls out of view (a tab strip's off-screen tab), which a screen
    /// reader still lists, and which it can still activate. GTK 4.18 and later mark a widget that
    /// loses child-visible hidden to assistive technologies (GTK 4.8 did not;
    /// `Tests/Reproducers/offscreen_children.c` shows both), so the state is set back after.
    public func setChildVisibleKeepingAccessible(_ visible: Bool) {
        gtk_widget_set_child_visible(widget, visible ? 1 : 0)
        if !visible { ft_accessible_set_hidden(accessible, 0) }
    }
}
