/// Collects what a lenient decoder had to drop, so the loader can say so and keep the file.
///
/// Passed in `JSONDecoder.userInfo[DecodingIssues.key]`; decoding runs on one thread at a time.
public final class DecodingIssues: @unchecked Sendable {
    /// What was dropped, one line each ("paths[2]", "extras.window.width").
    public private(set) var dropped: [String] = []

    /// An empty collector.
    public init() {}

    /// Records a dropped part.
    public func drop(_ what: String) { dropped.append(what) }

    /// The `userInfo` key decoders look for.
    public static let key = CodingUserInfoKey(rawValue: "floatingtabs.decodingIssues")!

    /// The collector of a decoder, if it was given one.
    public static func of(_ decoder: Decoder) -> DecodingIssues? { decoder.userInfo[key] as? DecodingIssues }
}

/// Decodes a `T` and never fails: a value of the wrong shape becomes nil. Used for the elements
/// of arrays, so a bad element is skipped (an unkeyed container does not advance past a failure).
struct Lenient<T: Decodable>: Decodable {
    let value: T?

    init(from decoder: Decoder) throws {
        value = try? T(from: decoder)
    }
}
