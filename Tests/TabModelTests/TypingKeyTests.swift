import TabModel
import Testing

/// Which keys pressed over a list type into the search field that captures them.
@Suite struct TypingKeyTests {
    @Test func lettersDigitsAndBackspaceTypeKeysThatMoveOrActDoNot() {
        let shift = KeyModifiers.shift.rawValue
        for key in [UInt32(0x61), 0x5a, 0x31, 0xe9, Keyval.backspace, Keyval.slash] {
            #expect(TypingKey.typesText(keyval: key, modifiers: 0), "\(key)")
        }
        #expect(TypingKey.typesText(keyval: 0x41, modifiers: shift), "Shift types capitals")
        for key in [
            Keyval.up, Keyval.down, Keyval.tab, Keyval.isoLeftTab, Keyval.pageDown, Keyval.home, Keyval.space, Keyval.returnKey,
            Keyval.keypadEnter, Keyval.escape, Keyval.menu, 0xff96, 0xff89,
        ] {
            #expect(!TypingKey.typesText(keyval: key, modifiers: 0), "\(key)")
        }
        #expect(!TypingKey.typesText(keyval: 0x66, modifiers: KeyModifiers.control.rawValue), "Ctrl+F is a shortcut")
        #expect(!TypingKey.typesText(keyval: 0x31, modifiers: KeyModifiers.alt.rawValue), "Alt+1 is a shortcut")
    }
}
