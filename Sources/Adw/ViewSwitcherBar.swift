import CAdw
@_spi(GtkInternals) import Gtk

/// Wraps `AdwViewSwitcherBar`: the bottom bar of icon-and-title buttons GNOME apps show for an
/// `AdwViewStack` on narrow windows. The bar references its stack (GTK's reference).
@MainActor
public final class ViewSwitcherBar: Widget {
    /// Creates a bar that switches `stack`, revealed.
    public init(stack: ViewStack) {
        super.init(adopting: adw_view_switcher_bar_new())
        // `stack` is an owned argument: kept alive until libadwaita has taken it (see `Object`).
        withExtendedLifetime(stack) { adw_view_switcher_bar_set_stack(ptr(), stack.ptr()) }
        adw_view_switcher_bar_set_reveal(ptr(), 1)
    }
}
