import Foundation

/// A file system path as the raw bytes the kernel uses, so names that are not valid UTF-8 can
/// still be opened. Shown lossily (invalid bytes become U+FFFD); never interpreted as markup.
///
/// Coded as a string: the path itself when it is valid UTF-8, else `b64:` + base64 of the bytes
/// (absolute paths start with "/", so the two never clash).
public struct RawPath: Hashable, Codable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) { self.bytes = bytes }
    public init(_ string: String) { bytes = Array(string.utf8) }

    /// Human-readable form (lossy for invalid UTF-8).
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Last component's bytes.
    public var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// Last component for display; "/" for the root.
    public var displayName: String {
        let last = lastComponent
        return last.isEmpty ? "/" : String(decoding: last, as: UTF8.self)
    }

    /// The path of a child called `name`.
    public func appending(_ name: [UInt8]) -> RawPath {
        RawPath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// The parent folder (the root is its own parent).
    public var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return RawPath("/") }
        return RawPath(bytes: Array(bytes[..<slash]))
    }

    /// Runs `body` with a NUL-terminated C string of the path.
    public func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text.hasPrefix("b64:"), let data = Data(base64Encoded: String(text.dropFirst(4))) {
            bytes = Array(data)
        } else {
            bytes = Array(text.utf8)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let text = String(validating: bytes, as: UTF8.self) {
            try container.encode(text)
        } else {
            try container.encode("b64:" + Data(bytes).base64EncodedString())
        }
    }
}
