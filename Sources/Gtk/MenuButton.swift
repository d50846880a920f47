import CGtk

/// Wraps `GtkMenuButton` with a `GMenu` of (label, detailed action) items — a primary menu.
///
/// The menu opens only while the button's window is on a monitor (see `windowIsOnAMonitor`):
/// a click, Space or F10 on a window dragged off the screen leaves the button up, where GTK
/// would log a critical. GTK asks the button's create-popup function before every opening; it
/// takes the popover away for that opening when the window is off every monitor (GTK opens
/// whatever popover the button has once the function returns) and gives a new one back at the
/// next opening on a monitor.
@MainActor
public final class MenuButton: Widget {
    private let menu: MenuModel

    /// Creates a menu button with an icon, its name (`label`: read by screen readers and shown as
    /// its tooltip) and sections of items; each item is a label and a detailed action name such
    /// as `"app.about"`.
    public init(iconName: String, label: String, sections: [[(label: String, action: String)]]) {
        menu = MenuModel(sections: sections)
        super.init(adopting: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(ptr(), iconName)
        gtk_menu_button_set_menu_model(ptr(), menu.model)
        gtk_menu_button_set_primary(ptr(), 1)
        // No user data: the function finds this wrapper through the button it is given, and the
        // wrapper lives as long as the button (see `Object`).
        gtk_menu_button_set_create_popup_func(ptr(), menuButtonWillOpen, nil, nil)
        tooltip = label
        setAccessibleLabel(label)
        // GTK 4.8 exposes the inner toggle button to AT-SPI, which reads its type name unless it
        // has a name of its own.
        if let inner = gtk_widget_get_first_child(widget) { ft_accessible_set_label(OpaquePointer(inner), label) }
    }

    /// Opens the menu, as a click does.
    public func popup() { gtk_menu_button_popup(ptr()) }

    /// Whether the menu is open.
    public var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(ptr()) else { return false }
        return gtk_widget_get_visible(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    /// Called by GTK as the menu is about to open (see the type's comment).
    fileprivate func willOpen() {
        if windowIsOnAMonitor {
            if gtk_menu_button_get_popover(ptr()) == nil { gtk_menu_button_set_menu_model(ptr(), menu.model) }
        } else {
            gtk_menu_button_set_popover(ptr(), nil)
            gtk_menu_button_popdown(ptr())
        }
    }
}

/// `GtkMenuButtonCreatePopupFunc` for every `MenuButton`.
private let menuButtonWillOpen: GtkMenuButtonCreatePopupFunc = { button, _ in
    guard let button else { return }
    let address = UInt(bitPattern: button)
    MainActor.assumeIsolated { (Object.wrapper(of: UnsafeMutableRawPointer(bitPattern: address)!) as? MenuButton)?.willOpen() }
}
