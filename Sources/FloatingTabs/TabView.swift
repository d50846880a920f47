import Gtk
import TabModel

/// The tab component: a floating, rounded tab bar hovering over a pager of retained pages.
///
/// ```swift
/// let selection = try TabSelection(tabs: MyTab.allCases)
/// let tabs = TabView(selection: selection) { tab in Label(tab.title) }
/// window.setChild(tabs)
/// tabs.attach(to: window, application: app)   // shortcuts and win.* actions
/// ```
/// The `TabSelection` is the only place that decides which tab is shown: the bar, keyboard,
/// swipes and code all call it, and the view follows its events.
///
/// GTK type `FloatingTabsView`, CSS node `floatingtabs`: the pager fills it and the bar floats
/// above it near the bottom (or top) edge — or, on a wide window, the tabs float in a rail at the
/// leading edge and the pages are inset beside it (`TabViewOptions.layout`, decided by
/// `TabBarLayout`; see TabView+Layout.swift). Like every wrapper, the view lives as long as GTK
/// shows it: an app may drop its last reference once it is in a window.
@MainActor
public final class TabView<Tab: TabItem>: CustomWidget {
    /// The model this view shows.
    public let selection: TabSelection<Tab>
    let pager: Pager
    let bar: TabBar
    /// Moves the pages and the indicator, and parks hidden tabs' pages.
    let pages: PagerController<Tab>
    private let pageBuilder: @MainActor (Tab) -> Widget
    /// The bar's buttons, compact pill and reveal.
    let barController: TabBarController<Tab>
    private var observation: ObservationToken?
    /// The bar's change of shape (rail, compact pill); see TabView+Layout.swift.
    let shapeMorph: BarShapeMorph
    /// The layout at the last allocation.
    public internal(set) var barLayout: TabBarLayout?
    /// Who hears of a change of `pageInsets`.
    private let pageInsetObservers = ObserverList<PageInsets>()

    /// The search tab's pill and field (see SearchController.swift).
    let search: SearchController<Tab>

    /// Swipes, drags and wheel notches over the pages.
    let swipeInput: SwipeInput
    /// The tabs' context menu once it has been opened (see `tabMenu`).
    private var builtTabMenu: TabMenu<Tab>?
    /// The tabs' context menu, built the first time it is needed: its popover is most of a
    /// millisecond of start-up, and many windows never open it.
    var tabMenu: TabMenu<Tab> {
        if let builtTabMenu { return builtTabMenu }
        let menu = TabMenu(view: self)
        builtTabMenu = menu
        bar.contextMenu = menu.popover
        return menu
    }
    /// Whether the tabs' context menu has been built (tests).
    var isTabMenuBuilt: Bool { builtTabMenu != nil }

    // MARK: Questions the view asks the app
    //
    // One event mechanism: what happens (a tab selected or selected again, tabs moved, a path
    // pushed) reaches any number of observers through the models' `observe`. These closures are
    // not events but questions with one answer, so each has one owner, the app.

    /// Asked for the Back command (Alt+←, Back key, button 8, Escape outside text fields):
    /// go back in `tab` and return `true`, or return `false` if it could not.
    public var onBack: (@MainActor (Tab) -> Bool)?
    /// Asked for the Forward command (Alt+→, Forward key, button 9): go forward in `tab` and
    /// return `true`, or return `false` if it could not.
    public var onForward: (@MainActor (Tab) -> Bool)?
    /// Asked when a swipe begins: the current tab's navigation stack, which a swipe toward back
    /// pulls (in a tab navigated above its root) instead of switching tabs.
    public var backSwipeTarget: (@MainActor (Tab) -> (any Swipeable)?)?
    /// Asked when a tab's context menu opens: items of the app's, in a section of their own after
    /// Hide Tab — a label and a detailed action name the bar can reach (e.g. `win.unpin::ID`).
    public var extraTabMenuItems: (@MainActor (Tab) -> [(label: String, action: String)])?

    /// Options; changes apply at once.
    public var options: TabViewOptions { didSet { applyOptions(previous: oldValue) } }

    /// Creates the view. `page` builds a tab's page the first time it is shown; the page is then
    /// retained with all its state until its tab is removed.
    public init(selection: TabSelection<Tab>, options: TabViewOptions = TabViewOptions(), page: @escaping @MainActor (Tab) -> Widget) {
        self.selection = selection
        self.options = options
        self.pageBuilder = page
        let pager = Pager(count: selection.tabs.count)
        self.pager = pager
        let bar = TabBar()
        self.bar = bar
        pages = PagerController(selection: selection, pager: pager, bar: bar)
        swipeInput = SwipeInput(surface: pager, pages: pages)
        // Both springs animate on the pager's frame clock like the others; the view is reached
        // weakly (it owns them, and is not initialised yet when they are made).
        let owner = WeakReference<TabView>()
        let searchIcon = selection.searchTabID.flatMap { id in selection.arrangedTabs.first { $0.id == id } }?.iconName
        search = SearchController(selection: selection, iconName: searchIcon ?? "system-search-symbolic", clockWidget: pager) {
            owner.object?.queueAllocate()
        }
        barController = TabBarController(selection: selection, bar: bar, pager: pager, searchButton: search.pill.tab)
        shapeMorph = BarShapeMorph(widget: pager) { owner.object?.queueAllocate() }
        super.init(type: tabViewType)
        owner.object = self
        Style.install()
        setStyleClass("floating-tabs")
        pager.onMoved = { [weak self] in
            // The field shows once the search page has settled under it.
            guard let self, self.search.state.shape == .field || self.search.progress > 0 else { return }
            self.queueAllocate()
        }
        pager.title = { [weak self] index in self?.selection.tabs[index].title ?? "" }
        pager.onBuild = { [weak self] index in
            guard let self else { return }
            let tab = self.selection.tabs[index]
            // The tab controls its page from the moment the page exists.
            if let host = self.pager.builtHost(at: index) { self.barController.pageBuilt(host, for: tab.id) }
        }
        pager.build = { [weak self] index in
            guard let self else { return Label() }
            let tab = self.selection.tabs[index]
            let page = self.pageBuilder(tab)
            return self.selection.isSearchTab(tab.id) ? self.search.panel(wrapping: page) : page
        }
        addChild(pager)
        addChild(bar)
        addChild(search.pill)
        search.onFocusBar = { [weak self] in _ = self?.focusSelectedTab() }
        bar.onCommand = { [weak self] command in self?.perform(command, reason: .keyboard) ?? false }
        bar.onReorder = { [weak self] from, to in
            guard let self, self.selection.tabs.indices.contains(from) else { return }
            _ = try? self.selection.move(self.selection.tabs[from].id, to: to)
        }
        barController.onMenuRequested = { [weak self] id in self?.tabMenu.open(for: id) }
        barController.rebuildButtons()
        search.tabsChanged()
        search.selectionChanged(from: nil, focusWasInBar: false) // a model made on the search tab opens its field
        applyOptions(previous: nil)
        observation = selection.observe { [weak self] event in self?.handle(event) }
        connectSwipeInput()
    }

    override public func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        measureLayout(horizontal: horizontal, forSize: forSize)
    }

    override public func allocateChildren(width: Int32, height: Int32) { layOut(width: width, height: height) }

    /// The button of the shown tab `id`.
    func button(for id: Tab.ID) -> Button? { barController.button(for: id) }

    // MARK: Model → view

    private func handle(_ event: SelectionEvent<Tab.ID>) {
        switch event {
        case .selected(let from, _, let reason):
            show(from: from, reason: reason)
        case .reselected:
            break // the app hears it from the model (`selection.observe`)
        case .tabsChanged(let mapping):
            pages.tabsChanged(mapping: mapping)
            barController.rebuildButtons()
            search.tabsChanged()
            barController.expand()
        case .badgeChanged(let id):
            barController.updateButtons([id])
        }
    }

    private func show(from previous: Tab.ID?, reason: SelectionReason) {
        guard let index = selection.selectedIndex else { return }
        let focus = windowFocus
        let focusWasInBar = focus.map { bar.contains($0) } ?? false
        // The focus follows into the shown page only from inside the view (the page left, the
        // search field): none, or a focus elsewhere in the window, stays as it is, as GtkStack's
        // and AdwTabView's do. Focus coming from none would also restyle the whole window.
        let focusWasInView = focus.map { contains($0) } ?? false
        if let previous, let oldIndex = selection.index(of: previous) { pager.builtHost(at: oldIndex)?.rememberFocus(focus) }
        // Only the tabs whose selected state changed are updated (cost independent of tab count),
        // and first: moving the pager may build the shown page, which may measure the bar
        // (a page's bottom inset), and GTK 4.8 keeps the font a label was first measured in if its
        // style changes before the window is shown: a title measured while still selected stayed bold.
        barController.updateButtons([previous, selection.selectedID])
        let transition = PageTransition(
            reason: reason, swipeSettling: swipeInput.isSettling, pagerAnimating: pages.isAnimating,
            pagerDistance: pager.position - Double(index), isMapped: isMapped)
        if transition.endsSwipeSettle { swipeInput.settlingInterrupted() }
        pages.apply(transition, toward: index)
        if focusWasInBar {
            barController.button(for: selection.tabs[index].id)?.grabFocus()
        } else if focusWasInView, reason != .restore, let host = pager.builtHost(at: index) {
            // Into the shown page: back to where it was in it, else its first focusable widget
            // (left where it was, a hidden page's widget, GTK would move it to the bar). A jump
            // shows the page at once, so the focus moves in the same frame; a page not on screen
            // yet takes it once it is.
            if host.isMapped { host.takeFocus() } else { host.takesFocusWhenShown = true }
        }
        updateBarVisibility()
        barController.expand()
        search.selectionChanged(from: previous, focusWasInBar: focusWasInBar)
    }

    private func applyOptions(previous: TabViewOptions?) {
        barController.options = options
        for pill in [bar, search.pill] as [Widget] {
            pill.setMargins(top: options.margin, bottom: options.margin, start: options.margin, end: options.margin)
        }
        search.fieldMargin = options.margin
        pages.swipeReachesSearch = options.swipeReachesSearch
        barController.updateEdgeClasses()
        if previous?.layout != options.layout || previous?.position != options.position { queueAllocate() }
        if previous?.labelMode != options.labelMode { barController.updateButtons(selection.tabs.map(\.id)) }
        swipeInput.mouseDragEnabled = options.mouseDragSwipes
        if !options.minimizesOnScroll { barController.expand() }
        updateBarVisibility()
    }

    /// Moves keyboard focus to the selected tab in the bar (where ← → Home End move along the
    /// tabs). Returns whether the tab took the focus.
    @discardableResult
    package func focusSelectedTab() -> Bool { barController.focusSelectedTab() }

    /// Moves pages and indicator to the selected tab without animating (after a restore).
    public func jumpToSelection() { pages.jumpToSelection() }

    /// Gives the keyboard focus to the shown page if it is on screen: back to where it was in it,
    /// else to its content, else to its first focusable widget. The open search field keeps it.
    func focusShownPage() {
        guard !isSearchFieldOpen, let index = selection.selectedIndex, let host = pager.builtHost(at: index), host.isMapped else { return }
        host.takeFocus()
    }

    /// Whether the bar is shown (it hides while navigating when `hidesBarWhenNavigating`).
    public var isBarRevealed: Bool { barController.isRevealed }

    /// Asked how deep a tab is navigated, for `hidesBarWhenNavigating`.
    public var currentDepth: @MainActor (Tab) -> Int {
        get { barController.currentDepth }
        set {
            barController.currentDepth = newValue
            updateBarVisibility()
        }
    }

    /// Re-evaluates whether the bar should show (call after the current tab's depth changed).
    public func updateBarVisibility() { barController.updateVisibility() }

    /// Whether the bar is the compact pill (`minimizesOnScroll`).
    package var isBarMinimized: Bool { barController.isMinimized }

    /// How far the pages keep clear of the floating bar: where they start below the view's top
    /// edge (the bar at the top), and how much further a scrollable page should scroll than its
    /// content (the bar over its bottom edge), so its last row can be brought out from under the
    /// bar. Both are 0 with the tabs in the rail. Set at each layout; `observePageInsets` hears
    /// of a change (the bar moved to the other edge or into the rail, or its height changed).
    public private(set) var pageInsets = PageInsets()

    /// Calls `body` with the new insets each time `pageInsets` changes, until the token is
    /// cancelled or released. It runs during the view's layout, before the pages are laid out:
    /// a page that changes its margins then is laid out once, with them.
    public func observePageInsets(_ body: @escaping @MainActor (PageInsets) -> Void) -> ObservationToken {
        pageInsetObservers.add { insets in MainActor.assumeIsolated { body(insets) } }
    }

    /// Records the insets the layout found and tells the observers if they changed.
    func updatePageInsets(_ insets: PageInsets) {
        guard insets != pageInsets else { return }
        pageInsets = insets
        pageInsetObservers.send(insets)
    }
}

/// The tab view's GTK type (one for every `Tab` type).
@MainActor let tabViewType = WidgetType(name: "FloatingTabsView", cssName: "floatingtabs")
