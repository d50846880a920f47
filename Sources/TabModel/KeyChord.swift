/// One key press: key symbol plus the modifiers held.
public struct KeyChord: Hashable, Sendable {
    /// The GDK key symbol.
    public var keyval: UInt32
    /// Modifiers held (irrelevant bits are dropped).
    public var modifiers: KeyModifiers

    /// Creates a chord; only `KeyModifiers.relevant` bits are kept.
    public init(_ keyval: UInt32, _ modifiers: KeyModifiers = []) {
        self.keyval = keyval
        self.modifiers = modifiers.intersection(.relevant)
    }

    /// GTK accelerator syntax, e.g. `"<Control><Shift>Tab"` (for shortcuts windows and action accels).
    public var accelerator: String {
        var text = ""
        if modifiers.contains(.control) { text += "<Control>" }
        if modifiers.contains(.shift) { text += "<Shift>" }
        if modifiers.contains(.alt) { text += "<Alt>" }
        if modifiers.contains(.superKey) { text += "<Super>" }
        return text + KeyChord.name(of: keyval)
    }

    /// GDK's name for a key symbol used in the map.
    static func name(of keyval: UInt32) -> String {
        switch keyval {
        case Keyval.tab: "Tab"
        case Keyval.isoLeftTab: "ISO_Left_Tab"
        case Keyval.pageUp: "Page_Up"
        case Keyval.pageDown: "Page_Down"
        case Keyval.left: "Left"
        case Keyval.up: "Up"
        case Keyval.down: "Down"
        case Keyval.right: "Right"
        case Keyval.home: "Home"
        case Keyval.end: "End"
        case Keyval.escape: "Escape"
        case Keyval.back: "Back"
        case Keyval.forward: "Forward"
        case Keyval.menu: "Menu"
        case Keyval.f10: "F10"
        case Keyval.question: "question"
        case Keyval.slash: "slash"
        case 0x31...0x39: String(UnicodeScalar(UInt8(keyval)))
        case 0xffb1...0xffb9: "KP_\(keyval - 0xffb0)"
        case 0x61...0x7a: String(UnicodeScalar(UInt8(keyval)))
        default: String(keyval, radix: 16)
        }
    }
}
