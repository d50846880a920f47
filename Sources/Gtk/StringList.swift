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
        replace(count..<count, with: strings)
    }

    /// Replaces the strings in `range` with `strings` in one `items-changed` emission: list views
    /// keep the rows, focus and selection outside the range.
    public func replace(_ range: Range<Int>, with strings: [String]) {
        guard !range.isEmpty || !strings.isEmpty else { return }
        var cStrings = strings.map { UnsafePointer<CChar>(strdup($0)) }
        cStrings.append(nil)
        gtk_string_list_splice(ptr(), UInt32(range.lowerBound), UInt32(range.count), &cStrings)
        for pointer in cStrings { free(UnsafeMutableRawPointer(mutating: pointer)) }
    }

    /// Removes every string.
    public func removeAll() { replace(0..<count, with: []) }

    /// Number of strings.
    public var count: Int { Int(g_list_model_get_n_items(ptr())) }

    /// The string at `index`.
    public subscript(index: Int) -> String { String(cString: gtk_string_list_get_string(ptr(), UInt32(index))) }
}
