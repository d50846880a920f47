/// Keyboard modifiers, with GDK's bit values (`GdkModifierType`) so the view passes them through.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: 1 << 3)
    /// Super (the logo key).
    public static let superKey = KeyModifiers(rawValue: 1 << 26)

    /// The modifiers that distinguish shortcuts (Caps Lock, Num Lock and button bits dropped).
    public static let relevant: KeyModifiers = [.shift, .control, .alt, .superKey]
}
