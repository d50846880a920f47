/// The best hits of a search so far, in the order shown: batches from the walk are merged as
/// they arrive, and only the best `capacity` are kept (memory stays bounded however many names
/// match).
public struct SearchResults: Sendable {
    /// How many hits are kept.
    public let capacity: Int
    /// The kept hits, best first.
    public private(set) var hits: [SearchHit] = []
    /// How many matched in all, kept or not.
    public private(set) var matchCount = 0

    /// Empty results keeping at most `capacity` hits.
    public init(capacity: Int = 1_000) { self.capacity = max(capacity, 1) }

    /// The entries, best first.
    public var entries: [FileEntry] { hits.map(\.entry) }

    /// Merges `batch` in. Costs O((kept + batch) · log) on the thread that calls it.
    public mutating func add(_ batch: [SearchHit]) {
        guard !batch.isEmpty else { return }
        matchCount += batch.count
        let sorted = batch.sorted { $0.precedes($1) }
        var merged: [SearchHit] = []
        merged.reserveCapacity(min(hits.count + sorted.count, capacity))
        var left = 0
        var right = 0
        while merged.count < capacity && (left < hits.count || right < sorted.count) {
            if right == sorted.count || (left < hits.count && hits[left].precedes(sorted[right])) {
                merged.append(hits[left])
                left += 1
            } else {
                merged.append(sorted[right])
                right += 1
            }
        }
        hits = merged
    }
}
