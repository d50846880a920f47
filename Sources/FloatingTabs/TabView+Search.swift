import Gtk
import TabModel

/// The search tab (`TabRole.search`): its field's text and what the app hears from it.
extension TabView {
    /// The text in the search tab's field (setting it, e.g. from a restored session, notifies
    /// `onSearchChanged`).
    public var searchText: String {
        get { search.text }
        set { if search.text != newValue { search.field.entry.text = newValue } }
    }

    /// Called with the field's text on every change (each keystroke).
    public var onSearchChanged: (@MainActor (String) -> Void)? {
        get { search.onTextChanged }
        set { search.onTextChanged = newValue }
    }

    /// Called when the user presses Enter in the search field.
    public var onSearchActivated: (@MainActor () -> Void)? {
        get { search.onActivate }
        set { search.onActivate = newValue }
    }

    /// Sets the hint the empty search field shows, which screen readers also read as its name
    /// ("Search" until set): say what is searched, e.g. "Search your home folder".
    public func setSearchPlaceholder(_ text: String) { search.placeholder = text }

    /// Chooses the search tab and puts the keyboard focus in its field, after its text (what
    /// `win.open-search` does: an app maps a key to it, e.g. Ctrl+F). Returns false when no
    /// search tab is shown.
    @discardableResult
    public func openSearch(reason: SelectionReason = .keyboard) -> Bool {
        guard let id = search.shownSearchID else { return false }
        if selection.selectedID == id {
            search.focusField()
        } else {
            try? selection.select(id, reason: reason) // the field takes the focus as it opens
        }
        return true
    }

    /// Whether the search tab shows as its field (it is selected) rather than its button.
    public var isSearchFieldOpen: Bool { search.state.shape == .field }
}
