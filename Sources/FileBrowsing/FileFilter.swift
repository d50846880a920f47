/// Narrows a folder's entries to those whose names contain what the user typed, ignoring case
/// and accents ("ete" finds "Été.txt"), in their order. The names are folded once, when the
/// filter is made; each query then only compares bytes, so a 10,000-entry folder narrows within
/// a frame of each keystroke.
public struct FileFilter: Sendable {
    public let entries: [FileEntry]
    private let fold: @Sendable (String) -> String
    private let folded: [[UInt8]]

    /// A filter over `entries`, matching names and queries as `collation` folds them.
    public init(_ entries: [FileEntry], collation: NameCollation) {
        self.entries = entries
        fold = collation.fold
        folded = entries.map { Array(collation.fold($0.name).utf8) }
    }

    /// The entries whose names contain `query` (all of them for an empty or blank query).
    public func matching(_ query: String) -> [FileEntry] {
        guard let first = query.firstIndex(where: { !$0.isWhitespace }), let last = query.lastIndex(where: { !$0.isWhitespace }) else { return entries }
        let needle = Array(fold(String(query[first...last])).utf8)
        guard !needle.isEmpty else { return entries }
        return entries.indices.filter { Self.contains(folded[$0], needle) }.map { entries[$0] }
    }

    /// Whether `needle` (not empty) occurs in `haystack`.
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
