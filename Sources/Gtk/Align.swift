import CGtk

/// How a widget places itself in the space its parent gives it (`GtkAlign`).
public enum Align: Sendable {
    /// Takes the whole space.
    case fill
    /// Leading (or top) edge.
    case start
    /// Trailing (or bottom) edge.
    case end
    /// Centred.
    case center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}
