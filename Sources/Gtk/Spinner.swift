import CGtk

/// Wraps `GtkSpinner`: shows that something is loading.
@MainActor
public final class Spinner: Widget {
    /// Creates a spinning spinner.
    public init() {
        super.init(adopting: gtk_spinner_new())
        gtk_spinner_start(ptr())
    }

    /// Whether it spins.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(ptr()) != 0 }
        set { gtk_spinner_set_spinning(ptr(), newValue ? 1 : 0) }
    }
}
