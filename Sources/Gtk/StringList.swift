import CGtk

/// Wraps `GtkStringList`: a `GListModel` of strings, the model behind simple list views.
@MainActor
public final class StringList: Object {
    /// Creates a list with the given strings.
    public init(_ strings: [String] = []) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_string_list_new(nil)))
        append(contentsOf: strings)
    }

    /// Appends strings in one batch (one `items-changed` emission).
    public func append(contentsOf strings: [String]) {
        guard !strings.isEmpty else { return }
        var cStrings = strings.map { UnsafePointer<CChar>(strdup($0)) }
        cStrings.append(nil)
        gtk_string_list_splice(ptr(), UInt32(count), 0, &cStrings)
        for pointer in cStrings { free(UnsafeMutableRawPointer(mutating: pointer)) }
    }

    /// Removes every string.
    public func removeAll() { gtk_string_list_splice(ptr(), 0, UInt32(count), nil) }

    /// Number of strings.
    public var count: Int { Int(g_list_model_get_n_items(ptr())) }

    /// The string at `index`.
    public subscript(index: Int) -> String { String(cString: gtk_string_list_get_string(ptr(), UInt32(index))) }
}
