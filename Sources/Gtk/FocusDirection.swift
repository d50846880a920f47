import CGtk

/// Which way the keyboard focus moves (`GtkDirectionType`): along the Tab chain or by arrow key.
public enum FocusDirection: Sendable {
    /// Tab: the next stop in the chain.
    case forward
    /// Shift+Tab: the previous stop.
    case backward
    /// An arrow key.
    case up, down, left, right

    init(_ direction: GtkDirectionType) {
        switch direction {
        case GTK_DIR_TAB_BACKWARD: self = .backward
        case GTK_DIR_UP: self = .up
        case GTK_DIR_DOWN: self = .down
        case GTK_DIR_LEFT: self = .left
        case GTK_DIR_RIGHT: self = .right
        default: self = .forward
        }
    }

    var gtk: GtkDirectionType {
        switch self {
        case .forward: GTK_DIR_TAB_FORWARD
        case .backward: GTK_DIR_TAB_BACKWARD
        case .up: GTK_DIR_UP
        case .down: GTK_DIR_DOWN
        case .left: GTK_DIR_LEFT
        case .right: GTK_DIR_RIGHT
        }
    }
}
