import FoundationEssentials

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

    /// Last component for display; "/" for the root. Safe to show: see `displayable(_:)`.
    public var displayName: String {
        let last = lastComponent
        return last.isEmpty ? "/" : Self.displayable(String(decoding: last, as: UTF8.self))
    }

    /// A file name as it may be shown without spoofing: control characters become visible
    /// escapes (`\x1B`), bidi formatting characters (U+202E RIGHT-TO-LEFT OVERRIDE and the like)
    /// become `<U+202E>`, and a name with right-to-left letters is isolated (FSI … PDI) so it
    /// cannot reorder the text around it. Opening still uses the raw bytes.
    public static func displayable(_ name: String) -> String {
        // Printable ASCII, most names, is shown as it is.
        if name.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return name }
        var shown = ""
        var hasRightToLeft = false
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0:
                shown += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
                shown += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
            default:
                hasRightToLeft = hasRightToLeft || isRightToLeft(scalar)
                shown.unicodeScalars.append(scalar)
            }
        }
        return hasRightToLeft ? "\u{2068}" + shown + "\u{2069}" : shown
    }

    /// Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko … and their
    /// presentation forms).
    private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
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
        // No file-system path is empty or holds a NUL byte (C would cut it short there).
        guard !bytes.isEmpty, !bytes.contains(0) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a path"))
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

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
