import CGtk

/// Wraps `GtkBuilder`, used to build objects that are only constructible from UI definitions
/// (e.g. `GtkShortcutsWindow` and its sections).
@MainActor
public final class Builder: Object {
    /// Parses a UI definition. Errors in the definition are programming errors and trap.
    public init(ui: String) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_builder_new_from_string(ui, -1)))
    }

    /// The object with `id`, as a borrowed pointer (the builder holds it), or nil.
    package func object(_ id: String) -> UnsafeMutableRawPointer? {
        gtk_builder_get_object(ptr(), id).map { UnsafeMutableRawPointer($0) }
    }
}
