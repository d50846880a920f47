import TabModel
import Testing

@Suite struct KeyMapTests {
    private func command(_ keyval: UInt32, _ modifiers: KeyModifiers = [], _ context: KeyContext = .other, rtl: Bool = false) -> TabCommand? {
        KeyMap.command(for: KeyChord(keyval, modifiers), context: context, rightToLeft: rtl)
    }

    @Test func tabSwitchingChords() {
        #expect(command(Keyval.tab, .control) == .nextTab)
        #expect(command(Keyval.pageDown, .control) == .nextTab)
        #expect(command(Keyval.isoLeftTab, [.control, .shift]) == .previousTab)
        #expect(command(Keyval.tab, [.control, .shift]) == .previousTab)
        #expect(command(Keyval.pageUp, .control) == .previousTab)
    }

    @Test(arguments: 1...8)
    func digitsSelectTabs(n: Int) {
        #expect(command(Keyval.digit(n), .alt) == .selectTab(n - 1))
        #expect(command(Keyval.digit(n), .control) == .selectTab(n - 1))
        #expect(command(Keyval.digit(n)) == nil) // plain digits are typing
    }

    @Test func nineSelectsTheLastTabAsInBrowsers() {
        #expect(command(Keyval.digit(9), .alt) == .selectLastTab)
        #expect(command(Keyval.digit(9), .control) == .selectLastTab)
        #expect(command(Keyval.keypadDigit(9), .alt) == .selectLastTab)
    }

    @Test func aTabsTooltipNamesTheNumberKeyThatReachesIt() {
        #expect(KeyMap.numberCommand(forTabAt: 0, of: 3) == .selectTab(0))
        #expect(KeyMap.numberCommand(forTabAt: 7, of: 20) == .selectTab(7))
        #expect(KeyMap.numberCommand(forTabAt: 8, of: 20) == nil) // between 8 and the last: no key
        #expect(KeyMap.numberCommand(forTabAt: 19, of: 20) == .selectLastTab)
        #expect(KeyMap.numberCommand(forTabAt: 2, of: 3) == .selectTab(2)) // its own number wins over 9
        #expect(KeyMap.numberCommand(forTabAt: 3, of: 3) == nil)
        // Every command it names has chords in the table.
        for index in 0..<20 {
            if let command = KeyMap.numberCommand(forTabAt: index, of: 20) { #expect(KeyMap.primaryAccelerator(of: command) != nil) }
        }
    }

    @Test func controlShiftPageKeysMoveTheSelectedTabAndMenuKeysOpenItsMenuInTheBar() {
        #expect(command(Keyval.pageUp, [.control, .shift]) == .moveTabBackward)
        #expect(command(Keyval.pageDown, [.control, .shift], .textInput) == .moveTabForward)
        #expect(command(Keyval.menu, [], .tabBar) == .showTabMenu)
        #expect(command(Keyval.f10, .shift, .tabBar) == .showTabMenu)
        #expect(command(Keyval.menu, [], .textInput) == nil) // a text field's own menu
        #expect(KeyMap.primaryAccelerator(of: .selectTab(0)) == "<Alt>1")
        #expect(KeyMap.primaryAccelerator(of: .selectLastTab) == "<Alt>9")
        #expect(KeyMap.primaryAccelerator(of: .showTabMenu) == "Menu")
        #expect(KeyChord(Keyval.f10, .shift).accelerator == "<Shift>F10")
    }

    @Test func tabSwitchingWorksWhileTyping() {
        #expect(command(Keyval.tab, .control, .textInput) == .nextTab)
        #expect(command(Keyval.digit(2), .alt, .textInput) == .selectTab(1))
    }

    @Test func plainArrowsHomeEndOnlyActInTheBar() {
        for context in [KeyContext.textInput, .other] {
            #expect(command(Keyval.left, [], context) == nil)
            #expect(command(Keyval.right, [], context) == nil)
            #expect(command(Keyval.home, [], context) == nil)
            #expect(command(Keyval.end, [], context) == nil)
        }
        #expect(command(Keyval.left, [], .tabBar) == .focusPrevious)
        #expect(command(Keyval.right, [], .tabBar) == .focusNext)
        #expect(command(Keyval.home, [], .tabBar) == .focusFirst)
        #expect(command(Keyval.end, [], .tabBar) == .focusLast)
    }

    @Test func rightToLeftMirrorsArrowsAndBack() {
        #expect(command(Keyval.left, [], .tabBar, rtl: true) == .focusNext)
        #expect(command(Keyval.right, [], .tabBar, rtl: true) == .focusPrevious)
        #expect(command(Keyval.right, .alt, rtl: true) == .back)
        #expect(command(Keyval.left, .alt, rtl: true) == .forward)
        #expect(command(Keyval.left, .alt) == .back)
        #expect(command(Keyval.right, .alt) == .forward)
    }

    @Test func forwardKeyAndAltArrowWorkInTextFields() {
        #expect(command(Keyval.forward) == .forward)
        #expect(command(Keyval.forward, [], .textInput) == .forward)
        #expect(command(Keyval.right, .alt, .textInput) == .forward)
        #expect(command(Keyval.right, [], .textInput) == nil)
    }

    @Test func theReselectLadderPopsFirstThenScrollsToTop() {
        #expect(ReselectStep.next(depth: 3) == .popToRoot)
        #expect(ReselectStep.next(depth: 1) == .popToRoot)
        #expect(ReselectStep.next(depth: 0) == .scrollToTop)
    }

    @Test func backKeysAndEscapeOutsideTextFields() {
        #expect(command(Keyval.back) == .back)
        #expect(command(Keyval.escape) == .back)
        #expect(command(Keyval.escape, [], .textInput) == nil)
        #expect(command(Keyval.back, [], .textInput) == .back)
    }

    @Test func applicationShortcuts() {
        #expect(command(Keyval.question, [.control, .shift]) == .showShortcuts)
        #expect(command(Keyval.q, .control) == .quit)
        #expect(command(Keyval.w, .control) == .closeWindow)
    }

    @Test func lockAndButtonBitsAreIgnored() {
        let capsLockAndButton1: UInt32 = (1 << 1) | (1 << 8)
        #expect(KeyMap.command(keyval: Keyval.tab, modifiers: KeyModifiers.control.rawValue | capsLockAndButton1, context: .other) == .nextTab)
    }

    @Test func acceleratorsAreGtkSyntax() {
        #expect(KeyChord(Keyval.tab, [.control, .shift]).accelerator == "<Control><Shift>Tab")
        #expect(KeyChord(Keyval.digit(3), .alt).accelerator == "<Alt>3")
        #expect(KeyChord(Keyval.pageDown, .control).accelerator == "<Control>Page_Down")
        #expect(KeyChord(Keyval.keypadDigit(4), .alt).accelerator == "<Alt>KP_4")
    }

    @Test func everyChordMapsToExactlyOneCommand() {
        var seen: [KeyChord: TabCommand] = [:]
        for entry in KeyMap.entries() {
            for chord in entry.chords {
                #expect(seen[chord] == nil, "\(chord.accelerator) bound twice")
                seen[chord] = entry.command
            }
        }
        #expect(seen.count >= 35)
    }
}

/// In the rail the arrows follow the rail: ↑ ↓ move the roving focus, ← → do nothing there.
@Suite struct RailKeyTests {
    @Test func upAndDownMoveAlongTheRailAndLeftRightAlongTheBar() {
        #expect(KeyMap.command(for: KeyChord(Keyval.down), context: .tabRail) == .focusNext)
        #expect(KeyMap.command(for: KeyChord(Keyval.up), context: .tabRail) == .focusPrevious)
        #expect(KeyMap.command(for: KeyChord(Keyval.left), context: .tabRail) == nil)
        #expect(KeyMap.command(for: KeyChord(Keyval.right), context: .tabRail, rightToLeft: true) == nil)
        #expect(KeyMap.command(for: KeyChord(Keyval.down), context: .tabBar) == nil)
        #expect(KeyMap.command(for: KeyChord(Keyval.down), context: .other) == nil)
        for context in [KeyContext.tabBar, .tabRail] {
            #expect(KeyMap.command(for: KeyChord(Keyval.home), context: context) == .focusFirst)
            #expect(KeyMap.command(for: KeyChord(Keyval.end), context: context) == .focusLast)
            #expect(KeyMap.command(for: KeyChord(Keyval.menu), context: context) == .showTabMenu)
        }
        #expect(KeyMap.command(for: KeyChord(Keyval.home), context: .other) == nil)
    }
}
