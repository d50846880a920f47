/// Why the selected tab changed. Views use it to pick animations (a swipe has already moved the
/// pages; a restore shows the page without animating) and logs use it to explain behaviour.
public enum SelectionReason: String, Codable, Sendable, CaseIterable {
    /// A pointer click or touch tap on a tab.
    case click
    /// A keyboard shortcut or arrow key.
    case keyboard
    /// An interactive touchpad, touch or drag swipe.
    case swipe
    /// A discrete horizontal mouse-wheel notch.
    case wheel
    /// Application code.
    case programmatic
    /// A restored session.
    case restore
    /// A drag (files, text) held over the tab (spring-loaded tabs).
    case dragHover
}
