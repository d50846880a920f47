import CGtk

/// Wraps `GtkStringList`: a `GListModel` of strings. `ListView` keeps one per position.
@MainActor
final class StringList: Object {
    /// Creates an empty list.
    init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_string_list_new(nil)))
    }

    /// Replaces the strings in `range` with `strings` in one `items-changed` emission: list views
    /// keep the rows, focus and selection outside the range.
    func replace(_ range: Range<Int>, with strings: [String]) {
        guard !range.isEmpty || !strings.isEmpty else { return }
        var cStrings = strings.map { UnsafePointer<CChar>(strdup($0)) }
        cStrings.append(nil)
        gtk_string_list_splice(ptr(), UInt32(range.lowerBound), UInt32(range.count), &cStrings)
        for pointer in cStrings { free(UnsafeMutableRawPointer(mutating: pointer)) }
    }

    /// Number of strings.
    var count: Int { Int(g_list_model_get_n_items(ptr())) }
}
