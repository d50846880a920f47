import CGtk

/// Wraps `GtkPopoverMenu`: a context menu built from a `MenuModel`, attached to a parent widget.
///
/// Ownership: the parent holds the popover as a child (`gtk_widget_set_parent`), and unparents
/// it when disposed (every `CustomWidget` does); this wrapper holds its own reference besides.
/// A parent with its own layout must call `present()` from its allocation, as GTK requires of
/// every widget that parents a popover.
@MainActor
public final class PopoverMenu: Widget {
    private var menu: MenuModel

    /// Creates a menu showing `menu`, attached to `parent`.
    public init(menu: MenuModel, parent: Widget) {
        self.menu = menu
        super.init(adopting: gtk_popover_menu_new_from_model(menu.model))
        // `parent` is an owned argument: kept alive until GTK has taken it (see `Object`).
        withExtendedLifetime(parent) { gtk_widget_set_parent(widget, parent.widget) }
        gtk_popover_set_has_arrow(ptr(), 1)
    }

    /// Replaces the menu's items.
    public func setMenu(_ menu: MenuModel) {
        self.menu = menu
        gtk_popover_menu_set_menu_model(ptr(), menu.model)
    }

    /// Opens the menu pointing at a rectangle in the parent's coordinates — unless its window is
    /// on no monitor (dragged off the screen, see `windowIsOnAMonitor`): the menu stays closed,
    /// as GTK cannot place it there (a Menu key or Shift+F10 reaches such a window).
    public func popup(pointingAt x: Double, y: Double, width: Double, height: Double) {
        guard parentWindowIsOnAMonitor else { return }
        var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: max(1, Int32(width.rounded())), height: max(1, Int32(height.rounded())))
        gtk_popover_set_pointing_to(ptr(), &rect)
        gtk_popover_popup(ptr())
    }

    /// Closes the menu.
    public func popdown() { gtk_popover_popdown(ptr()) }

    /// Runs `body` each time the menu closes (an item chosen, Escape, a click outside).
    @discardableResult
    public func onClosed(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("closed", body) }

    /// `windowIsOnAMonitor` of the window the menu opens over.
    private var parentWindowIsOnAMonitor: Bool { gtk_widget_get_parent(widget).map(Self.windowIsOnAMonitor) ?? false }

    /// Whether the menu is open.
    public var isOpen: Bool { gtk_widget_get_visible(widget) != 0 }

    /// Positions the open menu (call from the parent's allocation) — unless its window is on no
    /// monitor (dragged off the screen): GTK cannot place a popup there and logs a critical for
    /// every try, which an allocation on every frame of an animation made one per frame. The
    /// next allocation once the window is back places it. A closed menu is left alone before
    /// that check, which costs X11 round trips to the server (on every allocation of the tab
    /// bar, so on every frame of a switch); GTK places a closed popover nowhere either.
    public func present() {
        guard isOpen, parentWindowIsOnAMonitor else { return }
        gtk_popover_present(ptr())
    }

    /// As `present()`, pointing at a rectangle in the parent's coordinates now (the parent's
    /// content moved since the menu opened).
    public func present(pointingAt x: Double, y: Double, width: Double, height: Double) {
        guard isOpen, parentWindowIsOnAMonitor else { return }
        var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: max(1, Int32(width.rounded())), height: max(1, Int32(height.rounded())))
        gtk_popover_set_pointing_to(ptr(), &rect)
        gtk_popover_present(ptr())
    }

    /// The rectangle the menu points at, in the parent's coordinates (tests).
    public var pointingTo: (x: Double, y: Double, width: Double, height: Double)? {
        var rect = GdkRectangle()
        guard gtk_popover_get_pointing_to(ptr(), &rect) != 0 else { return nil }
        return (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
    }
}
