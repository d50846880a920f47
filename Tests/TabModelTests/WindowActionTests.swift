import TabModel
import Testing

/// The component's window actions and which keys act where, all read from one table.
@Suite struct WindowActionTests {
    @Test func everyWindowActionHasOneNameAndItsChordsInTheKeyMap() {
        let names = TabCommand.windowActionCommands.compactMap(\.windowActionName)
        #expect(names.count == TabCommand.windowActionCommands.count)
        #expect(Set(names).count == names.count)
        // The search tab's command has no key of its own: an app maps one (e.g. Ctrl+F).
        #expect(!KeyMap.entries().contains { $0.command == .openSearch })
        #expect(TabCommand.openSearch.detailedWindowAction == "win.open-search")
        for command in TabCommand.windowActionCommands where command != .selectTab(0) && command != .openSearch {
            let entry = KeyMap.entries().first { $0.command == command }
            #expect(entry.map { !KeyMap.windowWideChords(of: $0).isEmpty } == true, "\(command)")
        }
        #expect(TabCommand.selectTab(3).detailedWindowAction == "win.select-tab(3)")
        #expect(TabCommand.back.detailedWindowAction == "win.back")
        #expect(TabCommand.quit.detailedWindowAction == nil && TabCommand.focusNext.windowActionName == nil)
    }

    @Test func escapeIsNeverAWindowWideChordButStillMeansBackOutsideText() {
        let back = KeyMap.entries().first { $0.command == .back }!
        #expect(back.chords.contains(KeyChord(Keyval.escape)))
        #expect(!KeyMap.windowWideChords(of: back).contains(KeyChord(Keyval.escape)))
        #expect(KeyMap.windowWideChords(of: back).contains(KeyChord(Keyval.left, .alt)))
        #expect(KeyMap.command(for: KeyChord(Keyval.escape), context: .other) == .back)
        #expect(KeyMap.command(for: KeyChord(Keyval.escape), context: .textInput) == nil)
    }

    @Test func theBarHandlesExactlyTheKeysThatNeedAFocusedTab() {
        for entry in KeyMap.entries() {
            #expect(entry.command.actsOnFocusedTab == (entry.scope != .everywhere), "\(entry.command)")
            #expect(!(entry.command.actsOnFocusedTab && entry.command.windowActionName != nil), "\(entry.command)")
        }
    }

    @Test func everyApplicationCommandIsBoundFromTheKeyMapAndNothingElseIs() {
        let bound = KeyMap.entries().filter { $0.command.applicationAction != nil }
        #expect(Set(bound.map(\.command)) == [.showShortcuts, .closeWindow, .quit])
        #expect(bound.allSatisfy { $0.group == .application && !$0.chords.isEmpty && $0.command.windowActionName == nil })
        #expect(TabCommand.quit.applicationAction == "app.quit" && TabCommand.closeWindow.applicationAction == "window.close")
        #expect(TabCommand.showShortcuts.applicationAction == "win.show-help-overlay" && TabCommand.back.applicationAction == nil)
    }
}
