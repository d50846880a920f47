/// What the user typed in the search field, folded the way names are (case, accents and width
/// do not matter: "ete" finds "Été.txt"), and how well a name matches it.
public struct NameQuery: Sendable, Equatable {
    /// How a name matches, best first.
    public enum Rank: Int, Sendable, Comparable {
        /// The name starts with the query.
        case prefix
        /// A word in the name starts with it ("2025" in "report-2025.odt").
        case wordStart
        /// The query is somewhere in the name.
        case contains

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The trimmed query as typed.
    public let text: String
    /// The folded query's UTF-8 bytes (never empty).
    let needle: [UInt8]

    /// The query for `typed`, folded by `collation`; nil when it is blank (nothing to search).
    public init?(_ typed: String, collation: NameCollation) {
        guard let first = typed.firstIndex(where: { !$0.isWhitespace }), let last = typed.lastIndex(where: { !$0.isWhitespace }) else {
            return nil
        }
        text = String(typed[first...last])
        needle = Array(collation.fold(text).utf8)
        if needle.isEmpty { return nil }
    }

    public static func == (lhs: NameQuery, rhs: NameQuery) -> Bool { lhs.needle == rhs.needle }

    /// How the folded name `name` matches, or nil when it does not contain the query.
    public func rank(ofFolded name: [UInt8]) -> Rank? {
        guard name.count >= needle.count else { return nil }
        var best: Rank?
        var start = 0
        let first = needle[0]
        while start <= name.count - needle.count {
            if name[start] == first && matches(name, at: start) {
                if start == 0 { return .prefix }
                if Self.isWordBoundary(before: name[start - 1]) { return .wordStart }
                best = .contains
            }
            start += 1
        }
        return best
    }

    private func matches(_ name: [UInt8], at start: Int) -> Bool {
        var offset = 1
        while offset < needle.count {
            if name[start + offset] != needle[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Whether a word may start after `byte`: after ASCII punctuation and spaces ("-", "_", ".",
    /// " "…); letters and digits of any script (UTF-8 bytes ≥ 0x80 included) continue a word.
    private static func isWordBoundary(before byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: false
        default: true
        }
    }
}
