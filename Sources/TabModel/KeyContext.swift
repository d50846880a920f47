/// Where keyboard focus is when a key is pressed; some keys only mean something in some places.
public enum KeyContext: Sendable {
    /// A tab button in the bar has focus (arrows, Home, End move along the bar).
    case tabBar
    /// A tab in the rail has focus (Up, Down, Home, End move along the rail).
    case tabRail
    /// A text field or editor has focus (Escape and plain keys belong to it).
    case textInput
    /// Anywhere else.
    case other
}
