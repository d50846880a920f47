import CGtk

/// The kind of device an event came from (`GdkInputSource`).
public enum InputSource: Sendable {
    /// A mouse (wheels, drags with a button held).
    case mouse
    /// A touchpad (smooth scrolling, two-finger swipes).
    case touchpad
    /// A touchscreen.
    case touchscreen
    /// A pen or other tablet tool.
    case pen
    /// A keyboard.
    case keyboard
    /// A trackpoint.
    case trackpoint
    /// Anything else (tablet pads).
    case other

    init(_ source: GdkInputSource) {
        switch source {
        case GDK_SOURCE_MOUSE: self = .mouse
        case GDK_SOURCE_TOUCHPAD: self = .touchpad
        case GDK_SOURCE_TOUCHSCREEN: self = .touchscreen
        case GDK_SOURCE_PEN: self = .pen
        case GDK_SOURCE_KEYBOARD: self = .keyboard
        case GDK_SOURCE_TRACKPOINT: self = .trackpoint
        default: self = .other
        }
    }
}
