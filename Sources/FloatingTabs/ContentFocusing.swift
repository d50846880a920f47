import Gtk

/// A page whose chrome comes before its content in the focus chain, but whose content should
/// take the keyboard focus when the page is shown with none remembered in it: a navigation
/// stack's Back button comes before its top level's list, and GNOME Files, shown, focuses its
/// file view, not its Back button. Tab and Shift+Tab still reach the chrome.
@MainActor
protocol ContentFocusing: AnyObject {
    /// Gives the focus to the page's content; false when nothing there can take it.
    func focusContent() -> Bool
}
