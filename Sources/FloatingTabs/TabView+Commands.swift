import Gtk
import TabModel

extension TabView {
    /// Performs a key-map command on the model. Returns whether it applied.
    @discardableResult
    public func perform(_ command: TabCommand, reason: SelectionReason = .keyboard) -> Bool {
        switch command {
        case .nextTab: return selection.selectNext(reason: reason)
        case .previousTab: return selection.selectPrevious(reason: reason)
        case .selectTab(let index):
            guard index < selection.tabs.count else { return false }
            try? selection.select(index: index, reason: reason)
            return true
        case .selectLastTab:
            guard !selection.tabs.isEmpty else { return false }
            selection.selectLast(reason: reason)
            return true
        case .moveTabBackward: return selection.moveSelected(by: -1)
        case .moveTabForward: return selection.moveSelected(by: 1)
        case .showTabMenu:
            guard let id = selection.selectedID else { return false }
            tabMenu?.open(for: id)
            return true
        case .focusNext: return selection.selectNext(reason: reason, wrap: false) || true
        case .focusPrevious: return selection.selectPrevious(reason: reason, wrap: false) || true
        case .focusFirst:
            selection.selectFirst(reason: reason)
            return true
        case .focusLast:
            selection.selectLast(reason: reason)
            return true
        case .back:
            guard let tab = selection.selectedTab else { return false }
            return onBack?(tab) ?? false
        case .forward:
            guard let tab = selection.selectedTab else { return false }
            return onForward?(tab) ?? false
        case .showShortcuts, .quit, .closeWindow:
            return false // application commands: the app binds these itself
        }
    }

    /// Wires keyboard and pointer input that spans the whole window:
    /// - window actions `win.select-tab(i)`, `win.next-tab`, `win.previous-tab`, `win.back`, `win.forward`, with their
    ///   accelerators registered on `application` (so a shortcuts window can list them);
    /// - a window-wide shortcut controller in the capture phase (shortcuts work while a text field has
    ///   focus), generated from `KeyMap`;
    /// - Escape (outside text fields) and mouse button 8 for Back, mouse button 9 for Forward.
    public func attach(to window: Window, application: Application?) {
        window.addAction(SimpleAction(name: "select-tab", intParameter: { [weak self] index in
            self?.perform(.selectTab(Int(index)), reason: .keyboard)
        }))
        window.addAction(SimpleAction(name: "next-tab") { [weak self] in self?.perform(.nextTab) })
        window.addAction(SimpleAction(name: "previous-tab") { [weak self] in self?.perform(.previousTab) })
        window.addAction(SimpleAction(name: "back") { [weak self] in self?.perform(.back) })
        window.addAction(SimpleAction(name: "forward") { [weak self] in self?.perform(.forward) })
        window.addAction(SimpleAction(name: "select-last-tab") { [weak self] in self?.perform(.selectLastTab) })
        window.addAction(SimpleAction(name: "move-tab-backward") { [weak self] in self?.perform(.moveTabBackward) })
        window.addAction(SimpleAction(name: "move-tab-forward") { [weak self] in self?.perform(.moveTabForward) })

        let shortcuts = ShortcutController(windowWide: true)
        shortcuts.phase = .capture
        for entry in KeyMap.entries(rightToLeft: isRightToLeft) where !entry.tabBarOnly {
            switch entry.command {
            case .nextTab, .previousTab, .selectTab, .selectLastTab, .moveTabBackward, .moveTabForward, .back, .forward: break
            default: continue
            }
            for chord in entry.chords where chord != KeyChord(Keyval.escape) {
                shortcuts.add(keyval: chord.keyval, modifiers: chord.modifiers.rawValue) { [weak self] in
                    self?.perform(entry.command) ?? false
                }
            }
            if let application {
                let chords = entry.chords.filter { $0 != KeyChord(Keyval.escape) }.map(\.accelerator)
                switch entry.command {
                case .nextTab: application.setAccelerators(chords, for: "win.next-tab")
                case .previousTab: application.setAccelerators(chords, for: "win.previous-tab")
                case .selectTab(let index): application.setAccelerators(chords, for: "win.select-tab(\(index))")
                case .back: application.setAccelerators(chords, for: "win.back")
                case .forward: application.setAccelerators(chords, for: "win.forward")
                case .selectLastTab: application.setAccelerators(chords, for: "win.select-last-tab")
                case .moveTabBackward: application.setAccelerators(chords, for: "win.move-tab-backward")
                case .moveTabForward: application.setAccelerators(chords, for: "win.move-tab-forward")
                default: break
                }
            }
        }
        window.addController(shortcuts)

        let escape = KeyController()
        escape.onKeyPressed { [weak self, weak window] keyval, _, modifiers in
            guard let self, keyval == Keyval.escape, let window else { return false }
            let context: KeyContext = window.focusWidget.map(Self.isTextInput) ?? false ? .textInput : .other
            guard KeyMap.command(keyval: keyval, modifiers: modifiers, context: context) == .back else { return false }
            return self.perform(.back)
        }
        window.addController(escape)

        let backButton = ClickGesture(button: 8)
        backButton.onPressed { [weak self] _, _, _ in self?.perform(.back) }
        window.addController(backButton)
        let forwardButton = ClickGesture(button: 9)
        forwardButton.onPressed { [weak self] _, _, _ in self?.perform(.forward) }
        window.addController(forwardButton)
    }

    /// Whether `widget` edits text (where plain keys and Escape belong to the text).
    static func isTextInput(_ widget: WidgetHandle) -> Bool {
        widget.isInstance(of: .editable) || widget.isInstance(of: .textView)
    }
}
