import FileBrowsing
import Gtk
import Localization
import TabModel

/// A scrolled, virtualised list of file entries with a status line (spinner or message, and a
/// button under it when there is a way on) above it,
/// and a filter field that opens when the user types in it or presses Ctrl+F (`openFilter`): it narrows
/// the list as they type (`FileFilter`), and Escape clears and closes it.
/// Loading happens off the main thread; the list gets all entries in one batch.
/// A row's context menu (right click, long press, Menu or Shift+F10 on the selected row) shows
/// what `menu` returns for its entry; the row is selected first, as in GNOME Files.
///
/// GTK type `FloatingTabsFileList`, CSS node `filelist`.
@MainActor
final class FileListView: CustomWidget, BarClearing {
    let scroller = ScrolledWindow()
    let list: ListView<FileRow>
    /// The spinner or message, and its button, shown while there are no rows.
    let status = FileListStatus()
    /// The entries shown, shared with the row binder.
    private final class Entries {
        var all: [FileEntry] = []
        weak var view: FileListView?
    }
    private let store = Entries()
    /// The entries shown (those the filter lets through).
    var entries: [FileEntry] { store.all }
    /// The field that filters the list; hidden until used.
    let filterField = SearchEntry()
    /// Every entry of the folder, folded once for filtering.
    private var filter = FileFilter([], collation: .desktop)
    private var emptyText = ""
    private var focusFilterWhenShown = false
    /// An entry selected while the list was not on screen, scrolled to once it is.
    var scrollWhenMapped: RawPath?
    /// The context menu's items for an entry (actions of the window), or nil for no menu.
    var menu: (@MainActor (FileEntry) -> MenuModel?)?
    /// Space on a selected row (GNOME Files' quick preview); return whether it was handled.
    var onPreview: (@MainActor (FileEntry) -> Bool)?
    /// The context menu, made the first time it opens.
    private var popover: PopoverMenu?
    private let keys = KeyController()
    private let onOpen: @MainActor (FileEntry) -> Void
    /// Where each entry is, shown in its row (the Search tab's results come from many folders).
    var location: (@MainActor (FileEntry) -> String)?
    /// Fill the rows on screen again for each new listing instead of splicing the ones that
    /// changed: for the Search tab's list, whose order changes anywhere as results arrive (a
    /// splice of 1,000 rows took 13 ms of the main thread; a screenful takes well under 1). The
    /// selected entry stays selected, the scroll position where it is.
    var refillsOnUpdate = false
    /// Where a filter that matches nothing here can look further (the Search tab), given the
    /// filter's text; nil offers nothing.
    var onSearchElsewhere: (@MainActor (String) -> Void)?

    /// Room under the last row for the floating bar, so the list scrolled to its end shows its
    /// last row clear of the bar.
    var bottomInset: Int32 { didSet { list.setMargins(bottom: bottomInset) } }

    /// `onOpen` runs when a row is activated. `bottomInset` keeps the last row clear of the
    /// floating tab bar when the list is scrolled to its end. `name` is what screen readers call
    /// the list (the folder's name, "Search results"); GTK 4.8 would say "GtkListView".
    init(name: String, bottomInset: Int32, onOpen: @escaping @MainActor (FileEntry) -> Void) {
        self.onOpen = onOpen
        self.bottomInset = bottomInset
        let store = self.store
        list = ListView(
            setup: {
                FileRow { row, x, y in store.view?.openMenu(for: row, x: x, y: y) }
            },
            bind: { row, index in
                if store.all.indices.contains(index) { row.show(store.all[index], location: store.view?.location?(store.all[index])) }
            })
        super.init(type: fileListType)
        store.view = self
        filterField.setPlaceholder(localized("Filter this folder"))
        filterField.setAccessibleLabel(localized("Filter this folder"))
        filterField.setMargins(top: 8, bottom: 4, start: 16, end: 16)
        filterField.isVisible = false
        filterField.captureKeys(from: self, typesText: TypingKey.typesText) // typing in the folder filters it, as in GNOME Files
        filterField.onChanged { [weak self] in self?.filterChanged() }
        filterField.onStopSearch { [weak self] in self?.closeFilter() }
        // A field just shown takes the focus once it is on screen (GTK refuses it before).
        filterField.onMap { [weak self] in
            guard let self, self.focusFilterWhenShown else { return }
            self.focusFilterWhenShown = false
            self.filterField.grabFocusAtEnd()
        }
        list.onMap { [weak self] in
            guard let self, let path = self.scrollWhenMapped else { return }
            self.scrollWhenMapped = nil
            self.scroll(to: path)
        }
        list.setAccessibleLabel(name)
        list.setStyleClass("file-list")
        list.singleClickActivate = false
        scroller.setChild(list)
        list.setMargins(bottom: bottomInset) // the last row scrolls clear of the floating bar
        scroller.disableHorizontalScrolling()
        scroller.expand(horizontal: true, vertical: true)
        addChild(filterField)
        addChild(status.widget)
        addChild(scroller)
        list.onActivate { [weak self] index in
            guard let self, self.entries.indices.contains(index) else { return }
            onOpen(self.entries[index])
        }
        keys.onKeyPressed { [weak self] keyval, _, modifiers in
            guard let self else { return false }
            let modifiers = KeyModifiers(rawValue: modifiers).intersection(.relevant)
            if keyval == Keyval.space && modifiers.isEmpty, let index = self.list.selectedIndex, self.entries.indices.contains(index) {
                return self.onPreview?(self.entries[index]) ?? false
            }
            guard keyval == Keyval.menu || (keyval == Keyval.f10 && modifiers == .shift) else { return false }
            return self.openMenuForSelection()
        }
        keys.phase = .capture // before the row, which takes Space to select itself
        list.addController(keys)
        showLoading()
    }

    /// Opens the context menu of the row showing `row`'s entry, pointing at `x`, `y` in the row.
    private func openMenu(for row: FileRow, x: Double, y: Double) {
        guard let entry = row.entry, let index = entries.firstIndex(of: entry), let items = menu?(entry),
            let frame = row.widget.bounds(in: self)
        else { return }
        list.selectedIndex = index
        popup(items, at: (frame.x + x, frame.y + y, 1, 1))
    }

    /// Opens the selected row's context menu under the row (keyboard). Returns whether it opened.
    private func openMenuForSelection() -> Bool {
        guard let index = list.selectedIndex, entries.indices.contains(index), let items = menu?(entries[index]) else { return false }
        let row = list.liveRows.first { $0.entry == entries[index] }
        guard let frame = row?.widget.bounds(in: self) else { return false }
        popup(items, at: (frame.x + 24, frame.y, 1, frame.height))
        return true
    }

    private func popup(_ items: MenuModel, at rect: (x: Double, y: Double, width: Double, height: Double)) {
        let menu = popover ?? PopoverMenu(menu: items, parent: self)
        if popover == nil {
            // Closed, the menu hands the keyboard back to the row it was opened on (GTK would
            // move it to the first focusable widget of the window: the tab bar).
            menu.onClosed { [weak self] in _ = self?.list.grabFocus() }
        }
        popover = menu
        menu.setMenu(items)
        menu.popup(pointingAt: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// Opens the selected entry, else the first (Enter in the Search tab's field).
    func openSelectedOrFirst() {
        let index = list.selectedIndex ?? 0
        guard entries.indices.contains(index) else { return }
        onOpen(entries[index])
    }

    /// Typing over the list no longer opens its filter field (the Search tab's list, whose
    /// field is the tab's own).
    func disableFilter() { filterField.stopCapturingKeys() }

    /// Shows the spinner.
    func showLoading() { status.showLoading() }

    /// Shows `entries`, or `emptyText` when there are none. Their names are folded for the filter
    /// here, on the main thread: for a few hundred entries (Recent, an error's none); a folder's
    /// listing comes with its filter made on the listing's thread.
    /// Without `filterable` (a list whose filter field is off: the Search tab's, shown again for
    /// every batch of results) the names are not folded.
    func show(_ entries: [FileEntry], emptyText: String, filterable: Bool = true) {
        show(FileFilter(entries, collation: filterable ? .desktop : .bytes), emptyText: emptyText)
    }

    /// Shows the filter's entries (those the filter field lets through), or `emptyText` when
    /// there are none. A folder listed again after a change on disk changes only the rows that
    /// differ (the entries before and after them keep their rows), so the scroll position, the
    /// keyboard focus and the selection stay where the user left them.
    func show(_ listing: FileFilter, emptyText: String) {
        filter = listing
        self.emptyText = emptyText
        showMatches(refilling: false)
        status.stopLoading()
        takeFocusIfLost()
    }

    /// Shows the entries the filter lets through. A new listing changes only the rows that
    /// differ (the others stay where they are, with the selection); a new filter text
    /// (`refilling`) fills the rows on screen again instead, which costs a screenful of rows
    /// however many entries it hides or shows, keeps the selected entry selected if it still
    /// matches, and shows the matches from the top.
    private func showMatches(refilling: Bool) {
        let newEntries = filter.matching(filterField.isVisible ? filterField.text : "")
        if refilling {
            let selected = list.selectedIndex.flatMap { store.all.indices.contains($0) ? store.all[$0].path : nil }
            store.all = newEntries
            list.refill(count: newEntries.count)
            list.selectedIndex = selected.flatMap { path in newEntries.firstIndex { $0.path == path } }
            scroller.verticalOffset = 0
        } else if refillsOnUpdate {
            let selected = list.selectedIndex.flatMap { store.all.indices.contains($0) ? store.all[$0].path : nil }
            store.all = newEntries
            list.refill(count: newEntries.count)
            list.selectedIndex = selected.flatMap { path in newEntries.firstIndex { $0.path == path } }
        } else {
            let splice = ListSplice(from: store.all, to: newEntries)
            store.all = newEntries
            list.replace(splice.range, count: splice.replacement.count)
        }
        let filtering = !filter.entries.isEmpty && newEntries.isEmpty
        let text = filtering ? localized("No file here matches “{text}”.", ["text": filterField.text]) : (newEntries.isEmpty ? emptyText : "")
        if filtering, let searchElsewhere = onSearchElsewhere {
            status.show(text, way: (localized("Search Your Home Folder"), { [weak self] in if let self { searchElsewhere(self.filterField.text) } }))
        } else {
            status.show(text)
        }
        status.isVisible = newEntries.isEmpty
    }

    /// Opens the filter field with the keyboard focus in it.
    func openFilter() {
        if filterField.isMapped {
            filterField.grabFocusAtEnd()
        } else {
            focusFilterWhenShown = true
            filterField.isVisible = true
        }
    }

    /// Clears and closes the filter field; the whole folder shows again and the list has focus.
    func closeFilter() {
        filterField.text = ""
        filterField.isVisible = false
        showMatches(refilling: true)
        // Back to the whole folder: the keyboard goes to the selected entry's row, in view.
        if let index = list.selectedIndex, entries.indices.contains(index) { scroll(to: entries[index].path) } else { _ = list.grabFocus() }
    }

    private func filterChanged() {
        // Text that key capture typed into the hidden field opens it.
        if !filterField.isVisible && !filterField.text.isEmpty { openFilter() }
        showMatches(refilling: true)
    }

    /// When the list appears on screen while keyboard focus is nowhere visible (e.g. it stayed on
    /// the page this one covered), the list takes it so arrows and Enter act on what is shown.
    private func takeFocusIfLost() {
        guard isMapped, !entries.isEmpty, popover?.isOpen != true else { return } // the open menu keeps it
        let focus = windowFocus
        // Typing in the filter keeps its focus when the folder is listed again (it changed on disk).
        if let focus, filterField.contains(focus) { return }
        if focus == nil || focus.map({ !$0.isMapped || contains($0) }) == true {
            list.grabFocus()
        }
    }

    /// Shows an inline error instead of the list, with a button when `action` is given.
    func show(error text: String, action: (label: String, run: @MainActor () -> Void)? = nil) {
        show([], emptyText: text)
        status.show(text, isError: true, way: action)
    }

    /// The status text (tests).
    var statusText: String { status.text }
    /// Whether loading is still going on.
    var isLoading: Bool { status.isLoading }
}

/// The file list's GTK type.
@MainActor let fileListType = WidgetType(name: "FloatingTabsFileList", cssName: "filelist", layout: .column)
