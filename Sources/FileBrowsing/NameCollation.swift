/// How names are compared and matched: a sort key (natural order, the locale's collation) and a
/// folding that makes case, accents and width not matter. The app passes GLib's (through the
/// `Gtk` layer, so this package needs no ICU); `bytes` compares raw UTF-8 and folds nothing.
/// Both functions are pure and called from the threads that list folders.
public struct NameCollation: Sendable {
    /// The sort key of a name; keys compare byte by byte (`lexicographicallyPrecedes`).
    public let key: @Sendable (String) -> [UInt8]
    /// The name with case, accents and width folded away; folded names compare byte by byte.
    public let fold: @Sendable (String) -> String

    /// A collation from its two functions.
    public init(key: @escaping @Sendable (String) -> [UInt8], fold: @escaping @Sendable (String) -> String) {
        self.key = key
        self.fold = fold
    }

    /// Raw UTF-8 order, nothing folded (the default where order does not matter to a user).
    public static let bytes = NameCollation(key: { Array($0.utf8) }, fold: { $0 })
}
