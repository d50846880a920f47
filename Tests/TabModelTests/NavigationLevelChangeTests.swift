import TabModel
import Testing

/// How a stack's shown levels follow its path: kept, cached for Forward, reused, released.
@Suite struct NavigationLevelChangeTests {
    private typealias Kind = NavigationEvent<String, String>.Kind

    private func change(_ shown: [String], cache: [String] = [], to path: [String], _ kind: Kind) -> NavigationLevelChange {
        NavigationLevelChange(shown: shown, forwardCache: cache, path: path, kind: kind)
    }

    @Test func aPushKeepsTheLevelsBelowAndStartsANewHistory() {
        let push = change(["a", "b"], cache: ["z"], to: ["a", "b", "c"], .push)
        #expect(push.kept == 2 && push.added == [.new] && push.releasesForwardCache && !push.cachesRemoved)
    }

    @Test func aPopCachesWhatItRemovesForForward() {
        let pop = change(["a", "b", "c"], to: ["a"], .pop)
        #expect(pop.kept == 1 && pop.added.isEmpty && pop.cachesRemoved && !pop.releasesForwardCache)
    }

    @Test func forwardReusesTheNearestCachedLevelWhenItsRouteMatches() {
        #expect(change(["a"], cache: ["c", "b"], to: ["a", "b"], .forward).added == [.forwardCache])
        #expect(change(["a"], cache: ["c", "x"], to: ["a", "b"], .forward).added == [.new]) // not that route: built anew
        #expect(change(["a"], to: ["a", "b"], .forward).added == [.new])
    }

    @Test func aReplacedPathRebuildsFromTheFirstDifference() {
        let replace = change(["a", "b", "c"], cache: ["d"], to: ["a", "x", "c"], .replace)
        #expect(replace.kept == 1 && replace.added == [.new, .new] && replace.releasesForwardCache && !replace.cachesRemoved)
        #expect(change([], to: ["a", "b"], .replace).added == [.new, .new])
    }

    @Test func onlyTheNearestEightForwardLevelsKeepTheirPages() {
        #expect(NavigationLevelChange.retainedForwardPages == 8)
        #expect(NavigationLevelChange.forwardLevelsReleased(of: 3) == 0)
        #expect(NavigationLevelChange.forwardLevelsReleased(of: 8) == 0)
        #expect(NavigationLevelChange.forwardLevelsReleased(of: 11) == 3)
    }
}
