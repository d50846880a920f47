import FoundationEssentials

/// How a folder's entries are ordered, as in GNOME Files: folders (and links to folders) first,
/// then by name, size or modification time, ascending or descending.
///
/// Names compare in natural order ("File2" before "File10"), case- and accent-insensitively
/// first ("été" with the e's, "file10" with "File10"), through the `NameCollation` the caller gives
/// (the app passes GLib's `g_utf8_collate_key_for_filename`, which also follows the locale);
/// ties go to the names as written, then to their raw bytes, so the order is total.
public struct FileOrder: Codable, Equatable, Sendable {
    /// What entries are compared by.
    public enum Field: String, Codable, CaseIterable, Sendable {
        case name, size, modified
    }

    public var field: Field
    /// Largest, newest or last name first.
    public var descending: Bool

    /// By name, A to Z (the default).
    public init(field: Field = .name, descending: Bool = false) {
        self.field = field
        self.descending = descending
    }

    /// `entries` in this order. Each entry's keys are computed once, not once per comparison.
    public func sorted(_ entries: [FileEntry], by collation: NameCollation) -> [FileEntry] {
        let keyed = entries.map { entry in
            let name = entry.name
            return (
                entry: entry, folder: entry.opensAsFolder,
                primary: collation.key(collation.fold(name)),
                secondary: collation.key(name)
            )
        }
        func byName(
            _ a: (entry: FileEntry, folder: Bool, primary: [UInt8], secondary: [UInt8]),
            _ b: (entry: FileEntry, folder: Bool, primary: [UInt8], secondary: [UInt8])
        ) -> Bool? {
            if a.primary != b.primary { return a.primary.lexicographicallyPrecedes(b.primary) }
            if a.secondary != b.secondary { return a.secondary.lexicographicallyPrecedes(b.secondary) }
            if a.entry.path.bytes != b.entry.path.bytes { return a.entry.path.bytes.lexicographicallyPrecedes(b.entry.path.bytes) }
            return nil
        }
        return keyed.sorted { a, b in
            if a.folder != b.folder { return a.folder }
            switch field {
            case .size where a.entry.size != b.entry.size:
                return descending ? a.entry.size > b.entry.size : a.entry.size < b.entry.size
            case .modified where a.entry.modified != b.entry.modified:
                return descending ? a.entry.modified > b.entry.modified : a.entry.modified < b.entry.modified
            case .name:
                guard let ascending = byName(a, b) else { return false }
                return descending ? !ascending : ascending
            default: // equal sizes or times: by name, A to Z
                return byName(a, b) ?? false
            }
        }.map(\.entry)
    }

    /// Reads what it can: an unknown field (from a newer version) or a missing one keeps its default.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        field = ((try? container.decodeIfPresent(Field.self, forKey: .field)) ?? nil) ?? .name
        descending = ((try? container.decodeIfPresent(Bool.self, forKey: .descending)) ?? nil) ?? false
    }
}
