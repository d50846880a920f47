import Foundation
import StateStorage
import TabModel
import Testing

/// JSON read back from disk is refused when it nests too deeply, before Foundation (which traps
/// on some deep inputs) sees it; what the app writes is decoded as before.
@Suite struct ShallowJSONTests {
    @Test(arguments: [1, 64, 65, 512, 513, 514, 100_000])
    func openBracketsDeeperThanTheLimitAreRefusedWithoutCrashing(count: Int) {
        let data = Data(String(repeating: "[", count: count).utf8)
        let error = #expect(throws: (any Error).self) { try ShallowJSON.decode([String].self, from: data) }
        // Refused by the depth check when deeper than the limit, else by Foundation (not JSON).
        #expect((error is ShallowJSON.TooDeep) == (count > ShallowJSON.maximumDepth), "\(String(describing: error))")
    }

    @Test func bracketsAndQuotesInsideStringsAreNotNesting() throws {
        let deepText = String(repeating: "[{", count: 1_000) + #"\"]"#
        let data = try JSONEncoder().encode([deepText, "\\", "]]}}"])
        #expect(try ShallowJSON.decode([String].self, from: data) == [deepText, "\\", "]]}}"])
    }

    @Test func nestingUpToTheLimitDecodes() throws {
        let depth = ShallowJSON.maximumDepth
        let data = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        #expect(try ShallowJSON.decode(Nested.self, from: data).levels == depth)
        #expect(ShallowJSON.decoded(Nested.self, from: "[" + String(decoding: data, as: UTF8.self) + "]") == nil)
    }

    /// `[]`, `[[]]`, …: an array holding at most one array.
    private indirect enum Nested: Decodable {
        case empty
        case holding(Nested)
        var levels: Int { if case .holding(let inner) = self { 1 + inner.levels } else { 1 } }
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            self = container.isAtEnd ? .empty : .holding(try container.decode(Nested.self))
        }
    }
}
