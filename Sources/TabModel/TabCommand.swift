/// What a key chord asks the tab component or the app to do.
public enum TabCommand: Hashable, Sendable {
    /// Next tab, wrapping.
    case nextTab
    /// Previous tab, wrapping.
    case previousTab
    /// Tab at this zero-based index.
    case selectTab(Int)
    /// The last tab (Alt+9, as in web browsers).
    case selectLastTab
    /// Move the selected tab one place toward the start / the end of the bar.
    case moveTabBackward, moveTabForward
    /// Open the context menu of the tab that has focus in the bar.
    case showTabMenu
    /// Back one level in the current tab's navigation.
    case back
    /// Re-open the level the last Back left, in the current tab.
    case forward
    /// Move the selection within the bar (roving focus): by -1/+1, or to the first/last tab.
    case focusPrevious, focusNext, focusFirst, focusLast
    /// Choose the search tab (`TabRole.search`) and put the keyboard focus in its field, its
    /// text selected. No key of its own: an app maps one (e.g. Ctrl+F) to `win.open-search`.
    case openSearch
    /// Show the keyboard shortcuts window.
    case showShortcuts
    /// Quit the application.
    case quit
    /// Close the window.
    case closeWindow
}
