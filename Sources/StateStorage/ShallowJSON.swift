import FoundationEssentials

/// Decodes JSON only when it nests no deeper than `maximumDepth` arrays and objects.
///
/// Foundation's JSONDecoder (Swift 6.3) traps — the process dies — on exactly 513 opening
/// brackets at the end of the data (its depth limit is 512 and building the error's location
/// runs past the end). Saved files are read from disk, where anything may be, so every
/// decode of them goes through here: deeper data is refused with `TooDeep` before Foundation
/// sees it. Nothing the app writes nests deeper than a few levels.
public enum ShallowJSON {
    /// Deeper than this is refused (far above what the app writes, far below Foundation's 512).
    public static let maximumDepth = 64

    /// The data nests deeper than `maximumDepth`.
    public struct TooDeep: Error, CustomStringConvertible, Equatable {
        public var description: String { "nested deeper than \(ShallowJSON.maximumDepth) levels" }
    }

    /// `decoder.decode(type, from: data)`, after checking the nesting.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, with decoder: JSONDecoder = JSONDecoder()) throws -> T {
        guard depth(of: data) <= maximumDepth else { throw TooDeep() }
        return try decoder.decode(type, from: data)
    }

    /// `decode` of a string's UTF-8 (a JSON record kept inside another file), nil when that fails.
    public static func decoded<T: Decodable>(_ type: T.Type, from json: String) -> T? {
        try? decode(type, from: Data(json.utf8))
    }

    /// The deepest nesting of `[` and `{` outside strings (escapes inside strings skipped); the
    /// scan stops once it is past `maximumDepth`.
    static func depth(of data: Data) -> Int {
        data.withUnsafeBytes { scan($0) }
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
                if deepest > maximumDepth { return deepest }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(depth - 1, 0)
            default: break
            }
        }
        return deepest
    }
}
