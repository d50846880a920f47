import FileBrowsing
import FloatingTabs
import FoundationEssentials
import Gtk
import Localization
import StateStorage
import TabModel

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
    private var observations: [ObservationToken] = []
    private let appearance: Appearance
    private let banner: Banner
    /// Says why a file did not open, with Open With….
    let openBanner: Banner
    let fileActions: FileActions
    /// The tabs' pages and what the window reaches in them.
    let pages: AppPages
    /// The window's own actions and main menu.
    let actions: WindowActions
    /// The Recent tab's files and badge, kept current from start-up (see `RecentFiles`).
    private let recentFiles: RecentFiles

    init(application: Application, environment: [String: String] = ProcessInfo.processInfo.environment) {
        home = RawPath(environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path)
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
        fileActions = FileActions(window: window)
        let pages = AppPages(home: home, navigation: navigation, selection: selection, fileActions: fileActions, recentFiles: recentFiles)
        self.pages = pages
        // The page builder is held by the view (and GTK): it reaches the pages, which this window
        // owns, weakly.
        tabView = TabView(selection: selection) { [weak pages] tab in pages?.page(for: tab) ?? Label() }
        // The actions are held by GTK: they reach this window weakly, through a reference set as
        // soon as the window is initialised.
        let owner = WeakReference<MainWindow>()
        actions = WindowActions(window: window, owner: owner, application: application)
        owner.object = self
        connectPages()
        session.capture = { [weak self] in self?.snapshot() ?? SessionSnapshot() }
        session.captureDraft = { [weak self] in self?.pages.notesText ?? "" }
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
        tabView.extraTabMenuItems = { [weak self] tab in self?.tabMenuItems(for: tab) ?? [] }
        let content = Box(horizontal: false)
        content.append(banner)
        content.append(openBanner)
        tabView.expand(horizontal: true, vertical: true)
        content.append(tabView)
        window.setChild(content)
        tabView.attach(to: window, application: application)
        tabView.onBack = { [weak self] tab in self?.navigation.pop(tab.id) != nil }
        tabView.onForward = { [weak self] tab in self?.navigation.forward(tab.id) != nil }
        tabView.backSwipeTarget = { [weak self] tab in self?.pages.stacks[tab] }
        tabView.currentDepth = { [weak self] tab in self?.navigation.depth(of: tab.id) ?? 0 }
        observations.append(
            navigation.observe { [weak self] event in
                AppLog.debug("path \(event.tab): \(event.new.map(\.logDescription).joined(separator: " > "))")
                self?.tabView.updateBarVisibility()
                self?.openBanner.show(nil, showsAction: false) // it was about where the user was
                self?.updatePinShown()
                self?.session.scheduleSave()
            })
        observations.append(
            selection.observe { [weak self] event in
                switch event {
                case .selected(_, let to, let reason):
                    AppLog.debug("selected \(to) (\(reason.rawValue))")
                    self?.openBanner.show(nil, showsAction: false)
                case .reselected(let id, _):
                    // Selecting the shown tab again steps up its ladder (pop to the root, then to the top).
                    if let tab = self?.selection.tab(id) { self?.pages.stacks[tab]?.reselect() }
                case .tabsChanged, .badgeChanged: break
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
        actions.show(settings)
    }

    /// Connects the pages to the window's settings, session and pinning (weakly: the window
    /// owns the pages).
    private func connectPages() {
        pages.bottomInset = Int32(tabView.pageInsets.bottom)
        observations.append(tabView.observePageInsets { [weak self] insets in self?.pages.bottomInset = Int32(insets.bottom) })
        pages.settings = { [weak self] in self?.settings ?? AppSettings() }
        pages.onSettingsChanged = { [weak self] next in
            guard let self else { return }
            var merged = next
            merged.fileOrder = self.settings.fileOrder // chosen in the main menu, not on the Settings page
            merged.showsHiddenFiles = self.settings.showsHiddenFiles
            self.settings = merged
            self.apply(merged)
            self.session.saveNow()
        }
        pages.onDraftChanged = { [weak self] in self?.session.scheduleSave(draftChanged: true) }
        pages.onUnpin = { [weak self] path in self?.unpin(path) }
        pages.searchText = { [weak self] in self?.tabView.searchText ?? "" }
        pages.onSearchHome = { [weak self] text in self?.searchHome(for: text) }
        tabView.setSearchPlaceholder(localized("Search your home folder"))
        // The field is over whatever the Search tab shows: a folder opened from the results
        // gives way to the results again when the query changes, and Enter there shows them.
        tabView.onSearchChanged = { [weak self] text in
            guard let self else { return }
            _ = self.navigation.popToRoot(AppTab.search.id)
            self.pages.search(text)
            self.session.scheduleSave()
        }
        tabView.onSearchActivated = { [weak self] in
            guard let self, !self.navigation.popToRoot(AppTab.search.id) else { return }
            self.pages.searchPage?.view.openSelectedOrFirst()
        }
    }

    // MARK: Files' options

    /// Applies a new order to every folder shown (listed again off the main thread, keeping what
    /// it can of each list) and saves it.
    func changeOrder(_ change: (inout FileOrder) -> Void) {
        var order = settings.fileOrder
        change(&order)
        guard order != settings.fileOrder else { return }
        settings.fileOrder = order
        AppLog.debug("order \(order.field.rawValue)\(order.descending ? " descending" : "")")
        listFoldersAgain()
    }

    /// Shows or hides hidden files in Files (`win.show-hidden`).
    func setShowsHiddenFiles(_ on: Bool) {
        guard on != settings.showsHiddenFiles else { return }
        settings.showsHiddenFiles = on
        AppLog.debug("hidden files \(on ? "shown" : "hidden")")
        listFoldersAgain()
        pages.search(tabView.searchText)
    }

    /// Ctrl+F (`win.find`): filters the folder shown, as typing in it does; where no folder is
    /// shown (Recent, Notes, Settings, Search) it opens Search with the focus in its field.
    func find() {
        if let folder = pages.shownFolderPage {
            folder.view.openFilter()
        } else {
            tabView.openSearch()
        }
    }

    /// A folder's filter found nothing: Search looks for `text` in the whole home folder, with
    /// the keyboard focus in its field (the folder keeps its filter).
    func searchHome(for text: String) {
        tabView.searchText = text
        tabView.openSearch(reason: .click)
    }

    /// Lists every folder page again with the current options (off the main thread) and saves them.
    private func listFoldersAgain() {
        for entry in pages.liveFolderPages { entry.page?.reload(quietly: true) }
        session.saveNow()
    }
}
