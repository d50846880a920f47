import FileBrowsing
import FloatingTabs
import Foundation
import Gtk
import TabModel
import Localization

/// The app window: the tab view over Files, Recent, Notes and Settings, each in its own
/// navigation stack, with the session restored on start and saved as it changes.
@MainActor
final class MainWindow {
    let window: Window
    let selection: TabSelection<AppTab>
    let navigation = NavigationStore<String, AppRoute>()
    /// Its page builder reaches this window weakly (see `init`).
    let tabView: TabView<AppTab>
    let session: SessionController
    let home: RawPath
    /// The user's settings (restored with the session, saved with it).
    var settings = AppSettings()
    /// The restored Notes draft until the Notes page is built and holds it.
    var draft = ""
    private(set) var stacks: [AppTab: NavigationStackView<String, AppRoute>] = [:]
    private var observations: [ObservationToken] = []
    /// Above Files' list: what a restore could not bring back.
    let restoreNotice = Label()
    private let appearance: Appearance
    private let banner: Banner
    /// Says why a file did not open, with Open With….
    let openBanner: Banner
    let fileActions: FileActions
    private weak var notesPage: NotesPage?
    /// Every folder page built, to list again in a new order (they go with their stacks).
    private(set) var folderPages: [WeakFolderPage] = []
    /// A file "Show in Folder" selects once its folder's page is made.
    var pendingReveal: RawPath?
    /// Restored scroll offsets of each tab's top folder, applied when that folder's page is made.
    var pendingScroll: [String: Double] = [:]
    /// The Recent tab's files and badge, kept current from start-up (see `RecentFiles`).
    private let recentFiles: RecentFiles
    struct WeakFolderPage {
        weak var page: FolderPage?
        let tab: AppTab
    }
    /// The main menu's sort items: `win.sort-by::name|size|modified` and `win.sort-reversed`.
    private lazy var sortBy = SimpleAction(name: "sort-by", state: settings.fileOrder.field.rawValue) { [weak self] value in
        guard let self, let field = FileOrder.Field(rawValue: value) else { return }
        self.changeOrder { $0.field = field }
    }
    private lazy var sortReversed = SimpleAction(name: "sort-reversed", state: settings.fileOrder.descending) { [weak self] on in
        self?.changeOrder { $0.descending = on }
    }
    /// `win.pin-shown-folder`: enabled while the shown tab shows a folder.
    private(set) lazy var pinShown = SimpleAction(name: "pin-shown-folder") { [weak self] in self?.pinShownFolder() }
    /// `win.show-hidden` (Ctrl+H): hidden files in Files.
    private lazy var showHidden = SimpleAction(name: "show-hidden", state: settings.showsHiddenFiles) { [weak self] on in
        guard let self, on != self.settings.showsHiddenFiles else { return }
        self.settings.showsHiddenFiles = on
        AppLog.debug("hidden files \(on ? "shown" : "hidden")")
        self.listFoldersAgain()
    }

    init(application: Application, environment: [String: String] = ProcessInfo.processInfo.environment) {
        home = RawPath(environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory())
        recentFiles = RecentFiles(home: home)
        window = Window(application: application)
        window.title = AppIdentity.name
        if AppIdentity.isDevelopment { window.setStyleClass("devel") }
        // AppTab's ids are unique by construction, so the model cannot refuse them.
        selection = try! TabSelection(tabs: AppTab.builtIn)
        appearance = Appearance()
        session = SessionController(folder: StateStore.directory(appID: AppIdentity.id, environment: environment))
        banner = Banner(actionLabel: localized("Try Again"))
        openBanner = Banner(actionLabel: localized("Open With…"))
        // The page builder is held by the view (and GTK): it reaches this window weakly, through a
        // reference set as soon as the window is initialised.
        let owner = WeakReference<MainWindow>()
        tabView = TabView(selection: selection) { tab in owner.object?.page(for: tab) ?? Label() }
        fileActions = FileActions(window: window)
        owner.object = self
        session.capture = { [weak self] in self?.snapshot() ?? SessionSnapshot() }
        session.captureDraft = { [weak self] in self?.notesPage?.text ?? self?.draft ?? "" }
        session.onProblem = { [weak self] message in
            guard let self else { return }
            self.banner.show(message, showsAction: self.session.hasFailures)
        }
        fileActions.push = { [weak self] route, tab in self?.navigation.push(route, on: tab.id) }
        fileActions.pin = { [weak self] path in self?.pin(path) }
        fileActions.showInFolder = { [weak self] path in self?.showInFolder(path) }
        fileActions.report = { [weak self] message, canChoose in self?.openBanner.show(message, showsAction: canChoose) }
        banner.onAction = { [weak session] in session?.retryNow() }
        openBanner.onAction = { [weak self] in
            guard let self, let path = self.fileActions.lastFailure else { return }
            self.openBanner.show(nil, showsAction: false)
            self.fileActions.chooseApplication(for: path)
        }

        restore()
        let header = HeaderBar()
        header.packEnd(MenuButton(iconName: "open-menu-symbolic", label: localized("Main Menu"), sections: [
            [(localized("Sort by Name"), "win.sort-by::name"), (localized("Sort by Size"), "win.sort-by::size"),
             (localized("Sort by Modification Date"), "win.sort-by::modified"), (localized("Reversed Order"), "win.sort-reversed"),
             (localized("Show Hidden Files"), "win.show-hidden")],
            [(localized("Pin This Folder as Tab"), "win.pin-shown-folder")],
            [(localized("Keyboard Shortcuts"), "win.show-help-overlay"), (localized("About FloatingTabs"), "app.about")],
            [(localized("Quit"), "app.quit")],
        ]))
        window.setTitlebar(header)
        window.addAction(sortBy)
        window.addAction(sortReversed)
        window.addAction(showHidden)
        application.setAccelerators(["<Control>h"], for: "win.show-hidden")
        window.addAction(SimpleAction(name: "find") { [weak self] in self?.shownFolderPage?.view.openFilter() })
        window.addAction(pinShown)
        window.addAction(SimpleAction(name: "unpin-tab", stringParameter: { [weak self] id in self?.unpin(tabID: id) }))
        tabView.extraTabMenuItems = { [weak self] tab in self?.tabMenuItems(for: tab) ?? [] }
        application.setAccelerators(["<Control>f"], for: "win.find")
        ShortcutsWindow.install(on: window, extra: [(localized("Filter the folder"), ["<Control>f"]), (localized("Show hidden files"), ["<Control>h"]), (localized("Keyboard shortcuts"), ["<Control>question"]), (localized("Close window"), ["<Control>w"]), (localized("Quit"), ["<Control>q"])])
        let content = Box(horizontal: false)
        content.append(banner)
        content.append(openBanner)
        tabView.expand(horizontal: true, vertical: true)
        content.append(tabView)
        window.setChild(content)
        tabView.attach(to: window, application: application)
        tabView.onBack = { [weak self] tab in self?.navigation.pop(tab.id) != nil }
        tabView.onForward = { [weak self] tab in self?.navigation.forward(tab.id) != nil }
        tabView.onReselect = { [weak self] tab in self?.stacks[tab]?.reselect() }
        tabView.backSwipeTarget = { [weak self] tab in self?.stacks[tab] }
        tabView.currentDepth = { [weak self] tab in self?.navigation.depth(of: tab.id) ?? 0 }
        observations.append(navigation.observe { [weak self] event in
            AppLog.debug("path \(event.tab): \(event.new.map(\.logDescription).joined(separator: " > "))")
            self?.tabView.updateBarVisibility()
            self?.openBanner.show(nil, showsAction: false) // it was about where the user was
            self?.updatePinShown()
            self?.session.scheduleSave()
        })
        observations.append(selection.observe { [weak self] event in
            if case .selected(_, let to, let reason) = event {
                AppLog.debug("selected \(to) (\(reason.rawValue))")
                self?.openBanner.show(nil, showsAction: false)
            }
            self?.updatePinShown()
            self?.session.scheduleSave()
        })
        window.onCloseRequest { [weak self] in
            AppLog.debug("window closed")
            self?.session.saveAndWait()
            return false
        }
        recentFiles.observe { [weak self] found in try? self?.selection.setBadge(RecentFiles.changedToday(found), for: AppTab.recent.id) }
        updatePinShown()
    }

    func present() { window.present() }
    func close() { window.close() }
    func destroy() { window.destroy() }

    func apply(_ settings: AppSettings) {
        tabView.options = settings.tabViewOptions
        appearance.apply(settings.appearance)
    }

    // MARK: Pages

    /// Applies a new order to every folder shown (listed again off the main thread, keeping what
    /// it can of each list) and saves it.
    private func changeOrder(_ change: (inout FileOrder) -> Void) {
        var order = settings.fileOrder
        change(&order)
        guard order != settings.fileOrder else { return }
        settings.fileOrder = order
        AppLog.debug("order \(order.field.rawValue)\(order.descending ? " descending" : "")")
        listFoldersAgain()
    }

    /// The folder page on screen, if the shown tab shows one.
    private var shownFolderPage: FolderPage? { folderPages.lazy.compactMap(\.page).first { $0.isMapped } }

    /// Lists every folder page again with the current options (off the main thread) and saves them.
    private func listFoldersAgain() {
        folderPages.removeAll { $0.page == nil }
        for entry in folderPages { entry.page?.reload(quietly: true) }
        session.saveNow()
    }

    /// A folder page in the chosen order, remembered so a new order reaches it.
    private func folderPage(_ path: RawPath, inset: Int32, tab: AppTab) -> FolderPage {
        let options: @MainActor () -> (order: FileOrder, includeHidden: Bool) = { [weak self] in
            (self?.settings.fileOrder ?? FileOrder(), self?.settings.showsHiddenFiles ?? false)
        }
        let page = FolderPage(path: path, bottomInset: inset, options: options) { [weak self] entry in
            self?.fileActions.open(entry, in: tab)
        }
        page.view.menu = { [weak self] entry in self?.fileActions.menu(for: entry, in: tab) }
        page.view.onPreview = { [weak self] entry in self?.fileActions.preview(entry, in: tab) ?? false }
        folderPages.removeAll { $0.page == nil }
        folderPages.append(WeakFolderPage(page: page, tab: tab))
        if path == topFolder(of: tab), let offset = pendingScroll.removeValue(forKey: tab.id) {
            page.view.restoreScroll(to: offset)
        }
        if tab == .files, let file = pendingReveal, file.parent == path {
            pendingReveal = nil
            page.reveal(file)
        }
        return page
    }

    private func page(for tab: AppTab) -> Widget {
        let inset = tabView.barClearance
        let root: NavigationPage
        switch tab {
        case .files:
            let folder = folderPage(home, inset: inset, tab: .files)
            let box = Box(horizontal: false)
            restoreNotice.setStyleClass("restore-notice")
            restoreNotice.wraps = true
            restoreNotice.setMargins(top: 8, start: 16, end: 16)
            restoreNotice.isVisible = !restoreNotice.text.isEmpty
            box.append(restoreNotice)
            box.append(folder)
            root = NavigationPage(title: localized("Home"), widget: box)
        case .recent:
            let recent = RecentPage(recent: recentFiles, bottomInset: inset, onOpen: { [weak self] entry in self?.fileActions.open(entry, in: .recent) })
            recent.view.menu = { [weak self] entry in self?.fileActions.menu(for: entry, in: .recent) }
            recent.view.onPreview = { [weak self] entry in self?.fileActions.preview(entry, in: .recent) ?? false }
            root = NavigationPage(title: localized("Changed in the last 7 days"), widget: recent)
        case .notes:
            let notes = NotesPage(draft: draft, bottomInset: inset) { [weak self] in
                self?.session.scheduleSave(draftChanged: true)
            }
            notesPage = notes
            draft = "" // the page holds the text now
            root = NavigationPage(title: localized("Notes"), widget: notes)
        case .pinned(let path):
            let folder = folderPage(path, inset: inset, tab: tab)
            folder.actionWhenMissing = (localized("Unpin"), { [weak self] in self?.unpin(path) })
            root = NavigationPage(title: path.displayName, widget: folder)
        case .settings:
            let page = SettingsPage(settings: settings, bottomInset: inset, extra: HiddenTabsSection(selection: selection)) { [weak self] next in
                guard let self else { return }
                var merged = next
                merged.fileOrder = self.settings.fileOrder // chosen in the main menu, not on this page
                merged.showsHiddenFiles = self.settings.showsHiddenFiles
                self.settings = merged
                self.apply(merged)
                self.session.saveNow()
            }
            root = NavigationPage(title: localized("Settings"), widget: page)
        }
        let stack = NavigationStackView(tab: tab.id, store: navigation, root: root) { [weak self] route in
            self?.page(for: route, in: tab, inset: inset) ?? NavigationPage(title: "", widget: Label())
        }
        stacks[tab] = stack
        return stack
    }

    private func page(for route: AppRoute, in tab: AppTab, inset: Int32) -> NavigationPage {
        switch route {
        case .folder(let path):
            let folder = folderPage(path, inset: inset, tab: tab)
            guard tab == .files || tab.pinnedFolder != nil else { return NavigationPage(title: path.displayName, widget: folder) }
            let column = Box(horizontal: false)
            column.append(pathBar(to: route, in: tab))
            column.append(folder)
            return NavigationPage(title: path.displayName, widget: column)
        case .file(let path):
            return NavigationPage(title: path.displayName, widget: FilePage(path: path, bottomInset: inset))
        }
    }

    /// Breadcrumbs from Home to `route` along the tab's stack; a crumb pops the stack to its level.
    private func pathBar(to route: AppRoute, in tab: AppTab) -> PathBar {
        let path = navigation.path(for: tab.id)
        let levels = path.lastIndex(of: route).map { Array(path[...$0]) } ?? [route]
        let names = [tab.pinnedFolder?.displayName ?? localized("Home")] + levels.map { level -> String in
            switch level {
            case .folder(let folder), .file(let folder): folder.displayName
            }
        }
        return PathBar(names: names) { [weak self] depth in self?.navigation.pop(tab.id, toDepth: depth) }
    }

    /// The folder a tab's navigation starts at: Home for Files, the folder of a pinned tab.
    func rootFolder(of tab: AppTab) -> RawPath? { tab == .files ? home : tab.pinnedFolder }

    /// The folder on top of a tab's stack (its root when nothing is pushed); nil when a file's
    /// preview is on top or the tab shows no folders.
    func topFolder(of tab: AppTab) -> RawPath? {
        switch navigation.path(for: tab.id).last {
        case .folder(let folder): folder
        case .file: nil
        case nil: rootFolder(of: tab)
        }
    }

    /// Drops a removed tab's navigation stack (its page went with the tab).
    func forgetStack(of tab: AppTab) { stacks[tab] = nil }

    /// The navigation stack of a tab, once built (tests).
    func stack(for tab: AppTab) -> NavigationStackView<String, AppRoute>? { stacks[tab] }
}
