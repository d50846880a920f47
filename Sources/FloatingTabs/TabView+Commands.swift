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
            // The bar's last tab (Alt+9 as in browsers): the search tab has its own number.
            guard !selection.tabs.isEmpty else { return false }
            selectBarsLastTab(reason: reason)
            return true
        case .moveTabBackward: return selection.moveSelected(by: -1)
        case .moveTabForward: return selection.moveSelected(by: 1)
        case .showTabMenu:
            guard let id = selection.selectedID else { return false }
            tabMenu.open(for: id)
            return true
        case .focusNext: return selection.selectNext(reason: reason, wrap: false) || true
        case .focusPrevious: return selection.selectPrevious(reason: reason, wrap: false) || true
        case .focusFirst:
            selection.selectFirst(reason: reason)
            return true
        case .focusLast:
            // The search tab's button is a pill of its own, after the bar (→ reaches it).
            selectBarsLastTab(reason: reason)
            return true
        case .back:
            guard let tab = selection.selectedTab else { return false }
            return onBack?(tab) ?? false
        case .forward:
            guard let tab = selection.selectedTab else { return false }
            return onForward?(tab) ?? false
        case .openSearch: return openSearch(reason: reason)
        case .showShortcuts, .quit, .closeWindow:
            return false // application commands: the app binds these itself
        }
    }

    /// Selects the last tab in the bar (the search tab, which has its own pill, is not one).
    private func selectBarsLastTab(reason: SelectionReason) {
        if bar.buttons.isEmpty { selection.selectLast(reason: reason) } else { try? selection.select(index: bar.buttons.count - 1, reason: reason) }
    }

    /// Wires keyboard and pointer input that spans the whole window:
    /// - window actions `win.select-tab(i)`, `win.next-tab`, `win.previous-tab`, `win.back`, `win.forward`, with their
    ///   accelerators registered on `application` (so a shortcuts window can list them), and
    ///   `win.open-search`, which has no key until the app gives it one;
    /// - a window-wide shortcut controller in the capture phase (shortcuts work while a text field has
    ///   focus), generated from `KeyMap`;
    /// - Escape (outside text fields) and mouse button 8 for Back, mouse button 9 for Forward;
    /// - the window's first focus: shown with no focus set, the window gives it to the shown page
    ///   (its content first: a navigation stack's list, not its Back button), not to GTK's first
    ///   Tab stop. An app that sets a focus before presenting the window keeps it.
    public func attach(to window: Window, application: Application?) {
        // One action per component command, one shortcut per chord, accelerators for the
        // shortcuts window: all generated from `TabCommand`'s window actions and `KeyMap`.
        for command in TabCommand.windowActionCommands {
            guard let name = command.windowActionName else { continue }
            if case .selectTab = command {
                window.addAction(SimpleAction(name: name, intParameter: { [weak self] index in self?.perform(.selectTab(Int(index))) }))
            } else {
                window.addAction(SimpleAction(name: name) { [weak self] in self?.perform(command) })
            }
        }
        let shortcuts = ShortcutController(windowWide: true)
        shortcuts.phase = .capture
        for entry in KeyMap.entries(rightToLeft: isRightToLeft) {
            guard let action = entry.command.detailedWindowAction else { continue }
            let chords = KeyMap.windowWideChords(of: entry)
            for chord in chords {
                shortcuts.add(keyval: chord.keyval, modifiers: chord.modifiers.rawValue) { [weak self] in
                    self?.perform(entry.command) ?? false
                }
            }
            application?.setAccelerators(chords.map(\.accelerator), for: action)
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

        // GTK gives a window shown without focus to its first Tab stop right after mapping it
        // (this handler runs first); the page takes it back once it is laid out.
        window.onMap { [weak self, weak window] in
            guard self != nil, window?.focusWidget == nil else { return }
            _ = MainLoop.idle { [weak self] in
                self?.focusShownPage()
                return false
            }
        }

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
