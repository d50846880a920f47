/// The search tab's shape in the bar and the keyboard focus around it, decided without a display.
///
/// The search tab shows as a round button until it is chosen (click, its Alt/Ctrl+N, a shortcut,
/// a swipe or code — every way goes through `TabSelection`); then it is a search field over the
/// bar's place, holding the keyboard focus. Escape in the field clears what was typed; Escape in
/// an empty field closes it and goes back to the tab that was shown before, with the focus where
/// it was (the bar, or that tab's page). The field's close button goes back the same way, text
/// kept, the focus in that tab's page. Choosing another tab closes it too. The view feeds every
/// selection change in and applies what comes out.
public struct SearchTabState<ID: Hashable & Sendable>: Equatable, Sendable {
    /// How the search tab shows.
    public enum Shape: Sendable, Equatable {
        /// A round button at the bar's trailing end.
        case button
        /// A search field over the bar's place.
        case field
    }

    /// Where the keyboard focus goes back to when the field closes by Escape.
    public enum FocusReturn: Sendable, Equatable {
        /// The selected tab in the bar (the focus was in the bar when the field opened).
        case bar
        /// The shown tab's page, where its focus was.
        case page
    }

    /// A change of shape for the view to animate.
    public enum Change: Sendable, Equatable {
        /// The button turns into the field, which takes the keyboard focus.
        case opened
        /// The field turns back into the button; the focus follows the newly shown tab.
        case closed
    }

    /// What Escape in the field does.
    public enum EscapeAction: Sendable, Equatable {
        /// Clear the typed text; the field stays open.
        case clearText
        /// Close the field by selecting `tab` (the one shown before), the focus back at `focus`.
        case close(returnTo: ID, focus: FocusReturn)
        /// Nothing to do (the field is not open, or no other tab is shown to go back to).
        case none
    }

    /// How the search tab shows now.
    public private(set) var shape: Shape = .button
    /// The tab shown when the field opened: Escape goes back to it.
    public private(set) var returnTab: ID?
    /// Where the focus was when the field opened.
    public private(set) var focusReturn: FocusReturn = .page

    /// The button, closed.
    public init() {}

    /// The selection moved to `selected`, from `previous`; `searchID` is the search tab's id (nil
    /// without one) and `focusWasInBar` whether the keyboard focus was in the bar. Returns the
    /// change of shape to show, if any.
    public mutating func selectionChanged(from previous: ID?, to selected: ID?, searchID: ID?, focusWasInBar: Bool) -> Change? {
        let searching = selected != nil && selected == searchID
        switch (shape, searching) {
        case (.button, true):
            shape = .field
            returnTab = previous
            focusReturn = focusWasInBar ? .bar : .page
            return .opened
        case (.field, false):
            shape = .button
            return .closed
        default:
            return nil
        }
    }

    /// What Escape does with `text` in the field: clears it, else closes the field back to the
    /// tab shown before (if it is still shown; otherwise `fallback`, the first other tab shown).
    public func escape(fieldText text: String, isShown: (ID) -> Bool, fallback: ID?) -> EscapeAction {
        guard shape == .field else { return .none }
        if !text.isEmpty { return .clearText }
        return close(isShown: isShown, fallback: fallback, focus: focusReturn)
    }

    /// What the open field's close button does: closes the field back to the tab shown before
    /// (or `fallback`), whatever is typed (the text stays for the next search), with the focus
    /// in that tab's page: the button was clicked, so the keyboard was not in the bar.
    public func closeButton(isShown: (ID) -> Bool, fallback: ID?) -> EscapeAction {
        guard shape == .field else { return .none }
        return close(isShown: isShown, fallback: fallback, focus: .page)
    }

    private func close(isShown: (ID) -> Bool, fallback: ID?, focus: FocusReturn) -> EscapeAction {
        if let returnTab, isShown(returnTab) { return .close(returnTo: returnTab, focus: focus) }
        return fallback.map { .close(returnTo: $0, focus: .page) } ?? .none
    }
}
