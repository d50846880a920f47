import FileBrowsing
import FloatingTabs
import Gtk
import Localization
import TabModel

/// What the window shows in its tabs: builds each tab's page — its navigation stack over Files'
/// home, Recent, Notes, Settings or a pinned folder — and the pages pushed on it, and keeps what
/// the window reaches in them later (the stacks, the folder pages, the Notes page).
@MainActor
final class AppPages {
    private let home: RawPath
    private let navigation: NavigationStore<String, AppRoute>
    private let selection: TabSelection<AppTab>
    private let fileActions: FileActions
    private let recentFiles: RecentFiles
    private(set) var stacks: [AppTab: NavigationStackView<String, AppRoute>] = [:]
    private weak var notesPage: NotesPage?
    /// The Search tab's page, once built.
    private(set) weak var searchPage: SearchPage?
    /// What the search field holds (the page searches for it when it is built).
    var searchText: @MainActor () -> String = { "" }
    /// Every folder page built, to list again in a new order (they go with their stacks).
    private(set) var folderPages: [WeakFolderPage] = []
    /// Above Files' list: what a restore could not bring back.
    let restoreNotice = Label()
    /// The restored Notes draft until the Notes page is built and holds it.
    var draft = ""
    /// A file "Show in Folder" selects once its folder's page is made.
    var pendingReveal: RawPath?
    /// Restored scroll offsets of each tab's top folder, applied when that folder's page is made.
    var pendingScroll: [String: Double] = [:]

    /// A folder page, held weakly: it lives as long as its stack shows it.
    struct WeakFolderPage {
        weak var page: FolderPage?
        let tab: AppTab
    }

    /// The room a page leaves at its end for the floating bar: new pages get it, and a change
    /// reaches every page still shown.
    var bottomInset: Int32 = 0 {
        didSet {
            guard bottomInset != oldValue else { return }
            clearingPages.removeAll { $0.page == nil }
            for weak in clearingPages { weak.page?.bottomInset = bottomInset }
        }
    }
    /// A page that leaves room for the bar, held weakly: it lives as long as its stack shows it.
    private struct WeakClearing {
        weak var page: (any BarClearing)?
    }
    /// The pages that leave room for the bar.
    private var clearingPages: [WeakClearing] = []

    /// Remembers `page` so a new inset reaches it; returns it.
    @discardableResult
    private func register<Page: BarClearing>(_ page: Page) -> Page {
        clearingPages.removeAll { $0.page == nil }
        clearingPages.append(WeakClearing(page: page))
        return page
    }
    /// The user's settings now (the folder pages' order and hidden files, the Settings page).
    var settings: @MainActor () -> AppSettings = { AppSettings() }
    /// The Settings page changed the settings.
    var onSettingsChanged: @MainActor (AppSettings) -> Void = { _ in }
    /// The Notes page's text changed.
    var onDraftChanged: @MainActor () -> Void = {}
    /// A pinned folder's page asks to unpin it (the folder is gone).
    var onUnpin: @MainActor (RawPath) -> Void = { _ in }
    /// Called when a folder's filter found nothing and the user asks to search the whole home
    /// folder for its text.
    var onSearchHome: @MainActor (String) -> Void = { _ in }

    init(home: RawPath, navigation: NavigationStore<String, AppRoute>, selection: TabSelection<AppTab>, fileActions: FileActions, recentFiles: RecentFiles) {
        self.home = home
        self.navigation = navigation
        self.selection = selection
        self.fileActions = fileActions
        self.recentFiles = recentFiles
    }

    /// The Notes page's text, or the draft it will start with.
    var notesText: String { notesPage?.text ?? draft }

    /// The folder page on screen, if the shown tab shows one.
    var shownFolderPage: FolderPage? { folderPages.lazy.compactMap(\.page).first { $0.isMapped } }

    /// The folder pages still shown (the released ones are forgotten).
    var liveFolderPages: [WeakFolderPage] {
        folderPages.removeAll { $0.page == nil }
        return folderPages
    }

    /// Drops a removed tab's navigation stack (its page went with the tab).
    func forgetStack(of tab: AppTab) { stacks[tab] = nil }

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

    /// A tab's page: its navigation stack over the tab's root page.
    func page(for tab: AppTab) -> Widget {
        let stack = NavigationStackView(tab: tab.id, store: navigation, root: rootPage(for: tab)) { [weak self] route in
            self?.page(for: route, in: tab) ?? NavigationPage(title: "", widget: Label())
        }
        stacks[tab] = stack
        return stack
    }

    private func rootPage(for tab: AppTab) -> NavigationPage {
        switch tab {
        case .files:
            let folder = folderPage(home, tab: .files)
            let box = Box(horizontal: false)
            restoreNotice.setStyleClass("restore-notice")
            restoreNotice.wraps = true
            restoreNotice.setMargins(top: 8, start: 16, end: 16)
            restoreNotice.isVisible = !restoreNotice.text.isEmpty
            box.append(restoreNotice)
            box.append(folder)
            return NavigationPage(title: localized("Home"), widget: box, focusTarget: folder.view.list)
        case .recent:
            let recent = RecentPage(recent: recentFiles, home: home, bottomInset: bottomInset) { [weak self] entry in
                self?.fileActions.open(entry, in: .recent)
            }
            register(recent.view)
            recent.view.menu = { [weak self] entry in self?.fileActions.menu(for: entry, in: .recent) }
            recent.view.onPreview = { [weak self] entry in self?.fileActions.preview(entry, in: .recent) ?? false }
            return NavigationPage(title: localized("Changed in the last 7 days"), widget: recent, focusTarget: recent.view.list)
        case .notes:
            let notes = register(NotesPage(draft: draft, bottomInset: bottomInset) { [weak self] in self?.onDraftChanged() })
            notesPage = notes
            draft = "" // the page holds the text now
            return NavigationPage(title: localized("Notes"), widget: notes)
        case .pinned(let path):
            let folder = folderPage(path, tab: tab)
            folder.actionWhenMissing = (localized("Unpin"), { [weak self] in self?.onUnpin(path) })
            return NavigationPage(title: path.displayName, widget: folder, focusTarget: folder.view.list)
        case .search:
            let page = SearchPage(home: home, bottomInset: bottomInset) { [weak self] entry in self?.fileActions.open(entry, in: .search) }
            register(page.view)
            page.view.menu = { [weak self] entry in self?.fileActions.menu(for: entry, in: .search) }
            page.view.onPreview = { [weak self] entry in self?.fileActions.preview(entry, in: .search) ?? false }
            searchPage = page
            search(searchText())
            return NavigationPage(title: localized("Search"), widget: page)
        case .settings:
            let page = SettingsPage(settings: settings(), bottomInset: bottomInset, extra: HiddenTabsSection(selection: selection)) { [weak self] next in
                self?.onSettingsChanged(next)
            }
            register(page)
            return NavigationPage(title: localized("Settings"), widget: page)
        }
    }

    /// Searches for `text` in the Search tab's page, if it is built (with hidden names when
    /// Files shows hidden files).
    func search(_ text: String) {
        searchPage?.search.search(text, includeHidden: settings().showsHiddenFiles)
    }

    /// A folder page in the chosen order, remembered so a new order reaches it.
    private func folderPage(_ path: RawPath, tab: AppTab) -> FolderPage {
        let options: @MainActor () -> (order: FileOrder, includeHidden: Bool) = { [weak self] in
            let settings = self?.settings() ?? AppSettings()
            return (settings.fileOrder, settings.showsHiddenFiles)
        }
        let page = FolderPage(path: path, bottomInset: bottomInset, options: options) { [weak self] entry in
            self?.fileActions.open(entry, in: tab)
        }
        register(page.view)
        page.view.menu = { [weak self] entry in self?.fileActions.menu(for: entry, in: tab) }
        page.view.onPreview = { [weak self] entry in self?.fileActions.preview(entry, in: tab) ?? false }
        page.view.onSearchElsewhere = { [weak self] text in self?.onSearchHome(text) }
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

    private func page(for route: AppRoute, in tab: AppTab) -> NavigationPage {
        switch route {
        case .folder(let path):
            let folder = folderPage(path, tab: tab)
            guard tab == .files || tab.pinnedFolder != nil else {
                return NavigationPage(title: path.displayName, widget: folder, focusTarget: folder.view.list)
            }
            let column = Box(horizontal: false)
            column.append(pathBar(to: route, in: tab))
            column.append(folder)
            // The list, not the path bar's first button before it, takes the focus first.
            return NavigationPage(title: path.displayName, widget: column, focusTarget: folder.view.list)
        case .file(let path):
            return NavigationPage(title: path.displayName, widget: register(FilePage(path: path, bottomInset: bottomInset)))
        }
    }

    /// Breadcrumbs from Home to `route` along the tab's stack; a crumb pops the stack to its level.
    private func pathBar(to route: AppRoute, in tab: AppTab) -> PathBar {
        let path = navigation.path(for: tab.id)
        let levels = path.lastIndex(of: route).map { Array(path[...$0]) } ?? [route]
        let names =
            [tab.pinnedFolder?.displayName ?? localized("Home")]
            + levels.map { level -> String in
                switch level {
                case .folder(let folder), .file(let folder): folder.displayName
                }
            }
        return PathBar(names: names) { [weak self] depth in self?.navigation.pop(tab.id, toDepth: depth) }
    }
}
