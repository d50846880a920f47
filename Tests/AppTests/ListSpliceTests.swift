import FileBrowsing
import Testing

/// The change Files' list makes when a folder is listed again or narrowed (`ListSplice`).
@Suite struct ListSpliceTests {
    private func apply(_ splice: ListSplice<Int>, to old: [Int]) -> [Int] {
        var result = old
        result.replaceSubrange(splice.range, with: splice.replacement)
        return result
    }

    @Test func onlyTheMiddleRunThatDiffersIsReplaced() {
        let old = [1, 2, 3, 4, 5]
        let new = [1, 2, 9, 5]
        let splice = ListSplice(from: old, to: new)
        #expect(splice.range == 2..<4)
        #expect(Array(splice.replacement) == [9])
        #expect(apply(splice, to: old) == new)
    }

    @Test func equalListsChangeNothingAndAnyPairRoundTrips() {
        #expect(ListSplice(from: [1, 2, 3], to: [1, 2, 3]).range.isEmpty)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...3, using: &rng) }
            let new = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...3, using: &rng) }
            #expect(apply(ListSplice(from: old, to: new), to: old) == new, "\(old) → \(new)")
        }
    }
}
