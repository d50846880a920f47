import FileBrowsing
import FloatingTabs
import Gtk
import Localization

/// The window's own actions and the header bar's main menu that shows them: sorting, hidden
/// files, the folder filter, pinning, and their shortcuts (the tab component adds its own tab
/// actions). The actions reach the app's window weakly, through a reference its owner fills in
/// once it is initialised: GTK holds them as long as the GTK window.
@MainActor
final class WindowActions {
    private let sortBy: SimpleAction
    private let sortReversed: SimpleAction
    private let showHidden: SimpleAction
    /// The window's own shortcuts: bound to their actions and listed in the shortcuts window
    /// after the component's and the app's commands (which come from `KeyMap`).
    static var shortcuts: [(title: String, action: String, accelerators: [String])] {
        [(localized("Filter the folder, or search Home"), "win.find", ["<Control>f"]), (localized("Show hidden files"), "win.show-hidden", ["<Control>h"])]
    }

    /// `win.pin-shown-folder`: enabled while the shown tab shows a folder.
    let pinShown: SimpleAction

    /// Adds the actions to `window`, their accelerators to `application`, and the header bar with
    /// the main menu; the states are the default settings' until `show`.
    init(window: Window, owner: WeakReference<MainWindow>, application: Application) {
        let settings = AppSettings()
        sortBy = SimpleAction(name: "sort-by", state: settings.fileOrder.field.rawValue) { value in
            guard let field = FileOrder.Field(rawValue: value) else { return }
            owner.object?.changeOrder { $0.field = field }
        }
        sortReversed = SimpleAction(name: "sort-reversed", state: settings.fileOrder.descending) { on in
            owner.object?.changeOrder { $0.descending = on }
        }
        showHidden = SimpleAction(name: "show-hidden", state: settings.showsHiddenFiles) { on in owner.object?.setShowsHiddenFiles(on) }
        pinShown = SimpleAction(name: "pin-shown-folder") { owner.object?.pinShownFolder() }
        for action in [sortBy, sortReversed, showHidden, pinShown] { window.addAction(action) }
        window.addAction(SimpleAction(name: "find") { owner.object?.find() })
        window.addAction(SimpleAction(name: "unpin-tab", stringParameter: { id in owner.object?.unpin(tabID: id) }))
        for shortcut in Self.shortcuts { application.setAccelerators(shortcut.accelerators, for: shortcut.action) }
        let header = HeaderBar()
        header.packEnd(
            MenuButton(
                iconName: "open-menu-symbolic", label: localized("Main Menu"),
                sections: [
                    [
                        (localized("Sort by Name"), "win.sort-by::name"), (localized("Sort by Size"), "win.sort-by::size"),
                        (localized("Sort by Modification Date"), "win.sort-by::modified"), (localized("Reversed Order"), "win.sort-reversed"),
                        (localized("Show Hidden Files"), "win.show-hidden"),
                    ],
                    [(localized("Pin This Folder as Tab"), "win.pin-shown-folder")],
                    [(localized("Keyboard Shortcuts"), "win.show-help-overlay"), (localized("About FloatingTabs"), "app.about")],
                    [(localized("Quit"), "app.quit")],
                ]))
        window.setTitlebar(header)
        ShortcutsWindow.install(on: window, extra: Self.shortcuts.map { ($0.title, $0.accelerators) })
    }

    /// Shows `settings`' file order and hidden files in the menu (after a restore).
    func show(_ settings: AppSettings) {
        sortBy.setState(settings.fileOrder.field.rawValue)
        sortReversed.setState(settings.fileOrder.descending)
        showHidden.setState(settings.showsHiddenFiles)
    }
}
