import Gtk
import TabModel
import Localization

/// A tab's navigation stack: a header (back button, hidden at the root, and the top page's
/// title) over pages that slide in on push and out on pop, driven by one tab's path in a
/// `NavigationStore`.
///
/// Pages below the top stay in the stack with all their state (scroll position, selection); a
/// popped page is removed, and so released, once its slide-out ends (at once without animations).
/// A level is built when it is first on top: a restored 20-level path builds one page at start-up,
/// and the levels below are built as the user goes back to them.
///
/// GTK type `FloatingTabsNavigationStack`, CSS node `navigationstack` (header over pages, in a
/// column). A page's Swift object lives as long as its widget is in the stack, like every wrapper.
@MainActor
public final class NavigationStackView<TabID: Hashable, Route: Codable & Hashable>: CustomWidget {
    private let tab: TabID
    private let store: NavigationStore<TabID, Route>
    private let makePage: @MainActor (Route) -> NavigationPage
    private let stack = Stack()
    private let backButton = Button(iconName: "go-previous-symbolic")
    private let titleLabel = Label()
    private let root: NavigationPage
    private var pages: [Level<Route>] = []
    private let rootFocus = WeakWidgetPointer()
    private var pagesCreated = 0
    private var leaving: [Widget] = []
    private var observation: ObservationToken?

    /// Creates the stack for `tab`, showing `root` at depth 0 and `page(route)` above it.
    public init(tab: TabID, store: NavigationStore<TabID, Route>, root: NavigationPage, page: @escaping @MainActor (Route) -> NavigationPage) {
        self.tab = tab
        self.store = store
        self.root = root
        self.makePage = page
        super.init(type: navigationStackType)
        setStyleClass("navigation-stack")
        let header = Box(horizontal: true, spacing: 6)
        header.setStyleClass("navigation-header")
        backButton.setStyleClass("flat")
        backButton.tooltip = localized("Back")
        backButton.setAccessibleLabel(localized("Back"))
        backButton.onClicked { [weak self] in
            guard let self else { return }
            self.store.pop(self.tab)
        }
        titleLabel.setStyleClass("heading")
        titleLabel.ellipsizeEnd()
        titleLabel.expand(horizontal: true)
        titleLabel.xalign = 0
        header.append(backButton)
        header.append(titleLabel)
        addChild(header)
        stack.expand(horizontal: true, vertical: true)
        stack.setTransition(.slideLeftRight, milliseconds: 220)
        stack.addNamed(root.widget, name: "root")
        addChild(stack)
        stack.onTransitionRunningChanged { [weak self] in
            guard let self, !self.stack.isTransitionRunning else { return }
            self.releaseLeavingPages()
        }
        observation = store.observe { [weak self] event in
            guard let self, event.tab == self.tab else { return }
            self.sync(kind: event.kind)
        }
        sync(kind: .replace)
    }

    /// Depth currently shown (0 at the root).
    public var depth: Int { pages.count }

    /// The page on top.
    public var topPage: NavigationPage { pages.last?.page ?? root }

    /// Number of levels above the root whose pages exist (the top one, and those visited).
    public var builtPageCount: Int { pages.filter { $0.page != nil }.count }

    /// The title shown in the header.
    public var title: String { titleLabel.text }

    /// Whether the back button shows.
    public var canGoBack: Bool { backButton.isVisible }

    /// Pages popped but still sliding out (released when the slide ends).
    public var pagesLeaving: Int { leaving.count }

    private func sync(kind: NavigationEvent<TabID, Route>.Kind) {
        let path = store.path(for: tab)
        // Remember where focus was on the page being covered or removed, to give it back on pop.
        let outgoing = pages.last?.page?.widget ?? root.widget
        if let focus = windowFocus, outgoing.contains(focus) { (pages.last?.focus ?? rootFocus).widget = focus }
        var keep = 0
        while keep < min(path.count, pages.count) && pages[keep].route == path[keep] { keep += 1 }
        for popped in pages[keep...].reversed() { if let widget = popped.page?.widget { leaving.append(widget) } }
        pages.removeSubrange(keep...)
        for route in path[keep...] { pages.append(Level(route: route)) }
        if let top = pages.last, top.page == nil {
            let page = makePage(top.route)
            pagesCreated += 1
            top.name = "page-\(pagesCreated)" // unique: a popped page may still be sliding out
            top.page = page
            stack.addNamed(page.widget, name: top.name)
        }
        let animate = kind != .replace && animationsEnabled && isMapped
        let transition: StackTransition = kind == .pop ? .slideRight : .slideLeft
        stack.show(pages.last?.name ?? "root", transition: animate ? transition : .none)
        titleLabel.text = topPage.title
        backButton.isVisible = !pages.isEmpty
        moveFocus(into: topPage.widget, restoring: pages.last?.focus ?? rootFocus, hadFocus: windowFocus.map { outgoing.contains($0) } ?? false)
        if !stack.isTransitionRunning { releaseLeavingPages() }
    }

    /// Keyboard users follow the navigation: focus moves into the page now on top (back to the
    /// widget it had, after a pop) when it was in the page that left.
    private func moveFocus(into page: Widget, restoring memory: WeakWidgetPointer, hadFocus: Bool) {
        guard hadFocus, isMapped else { return }
        if let remembered = memory.widget, page.contains(remembered), memory.restoreFocus() { return }
        page.focusFirstChild()
    }

    private func releaseLeavingPages() {
        for widget in leaving { stack.remove(widget) }
        leaving.removeAll()
    }
}

/// One level above the root: its route, and its page once it has been on top.
@MainActor
private final class Level<Route> {
    let route: Route
    var page: NavigationPage?
    var name = ""
    let focus = WeakWidgetPointer()

    init(route: Route) { self.route = route }
}

/// The navigation stack's GTK type (one for every tab and route type).
@MainActor let navigationStackType = WidgetType(name: "FloatingTabsNavigationStack", cssName: "navigationstack", layout: .column)
