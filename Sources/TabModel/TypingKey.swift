/// Whether a key pressed where a search field captures keys (typing over a list searches it, as
/// in GNOME Files) types into the field, or stays with what has the focus: keys that move
/// (arrows, Tab, Home, End, the Page keys, the keypad's), act (Space, Enter, Escape, Menu) or
/// are shortcuts (with Ctrl or Alt). GTK's rule for its own key capture, with Enter and Escape
/// added: they belong to the focused row and the window.
public enum TypingKey {
    private static let acting: Set<UInt32> = [
        Keyval.tab, Keyval.isoLeftTab, Keyval.up, Keyval.down, Keyval.left, Keyval.right, Keyval.home, Keyval.end, Keyval.pageUp,
        Keyval.pageDown, Keyval.space, Keyval.menu, Keyval.returnKey, Keyval.keypadEnter, Keyval.escape,
    ]
    /// KP_Tab, then KP_Home … KP_Begin: the keypad's moving keys.
    private static let keypadMoving: ClosedRange<UInt32> = 0xff95...0xff9d
    private static let keypadTab: UInt32 = 0xff89

    /// Whether `keyval` with `modifiers` (GDK's state bits) goes to the field.
    public static func typesText(keyval: UInt32, modifiers: UInt32) -> Bool {
        let mods = KeyModifiers(rawValue: modifiers)
        guard !mods.contains(.control), !mods.contains(.alt) else { return false }
        return !acting.contains(keyval) && !keypadMoving.contains(keyval) && keyval != keypadTab
    }
}
