/// The X11/GDK key symbols the key map uses (values from `gdk/gdkkeysyms.h`).
public enum Keyval {
    /// Tab.
    public static let tab: UInt32 = 0xff09
    /// Shift+Tab (ISO_Left_Tab).
    public static let isoLeftTab: UInt32 = 0xfe20
    /// Page Up.
    public static let pageUp: UInt32 = 0xff55
    /// Page Down.
    public static let pageDown: UInt32 = 0xff56
    /// ←.
    public static let left: UInt32 = 0xff51
    /// →.
    public static let right: UInt32 = 0xff53
    /// ↑.
    public static let up: UInt32 = 0xff52
    /// ↓.
    public static let down: UInt32 = 0xff54
    /// Home.
    public static let home: UInt32 = 0xff50
    /// End.
    public static let end: UInt32 = 0xff57
    /// Escape.
    public static let escape: UInt32 = 0xff1b
    /// The Back key of keyboards and remotes (XF86Back).
    public static let back: UInt32 = 0x1008_ff26
    /// The Forward key (XF86Forward).
    public static let forward: UInt32 = 0x1008_ff27
    /// The Menu key.
    public static let menu: UInt32 = 0xff67
    /// Enter (Return).
    public static let returnKey: UInt32 = 0xff0d
    /// Enter on the keypad.
    public static let keypadEnter: UInt32 = 0xff8d
    /// Backspace.
    public static let backspace: UInt32 = 0xff08
    /// Space.
    public static let space: UInt32 = 0x20
    /// F10.
    public static let f10: UInt32 = 0xffc7
    /// `?`.
    public static let question: UInt32 = 0x3f
    /// `/`.
    public static let slash: UInt32 = 0x2f
    /// `q`.
    public static let q: UInt32 = 0x71
    /// `w`.
    public static let w: UInt32 = 0x77
    /// `1`…`9` are 0x31…0x39.
    public static func digit(_ n: Int) -> UInt32 { 0x30 + UInt32(n) }
    /// Keypad `1`…`9` are 0xffb1…0xffb9.
    public static func keypadDigit(_ n: Int) -> UInt32 { 0xffb0 + UInt32(n) }
}
