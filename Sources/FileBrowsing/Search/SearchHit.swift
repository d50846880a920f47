/// A file or folder whose name matches a search, with what ranks it among the others.
public struct SearchHit: Sendable, Equatable {
    /// The item found.
    public let entry: FileEntry
    /// How its name matches the query.
    public let rank: NameQuery.Rank
    /// Its name's natural-order sort key (`NameCollation.key`), for ties.
    let sortKey: [UInt8]

    /// A hit (the walk makes these; tests may too).
    public init(entry: FileEntry, rank: NameQuery.Rank, sortKey: [UInt8]) {
        self.entry = entry
        self.rank = rank
        self.sortKey = sortKey
    }

    /// Whether `self` is listed before `other`: the better match first (name starts with the
    /// query, then a word does, then it is inside); among equals the more recently modified, then
    /// by name as Files orders names, then by path (two hits never tie).
    func precedes(_ other: SearchHit) -> Bool {
        if rank != other.rank { return rank < other.rank }
        if entry.modified != other.entry.modified { return entry.modified > other.entry.modified }
        if sortKey != other.sortKey { return sortKey.lexicographicallyPrecedes(other.sortKey) }
        return entry.path.bytes.lexicographicallyPrecedes(other.entry.path.bytes)
    }
}
