import Gtk
import Localization
import TabModel

/// A tab's navigation stack: a header (back and forward buttons, and the top page's title) over
/// levels that slide in on push and off toward the back edge on pop, driven by one tab's path in
/// a `NavigationStore`. A back swipe (`Swipeable`, in NavigationStackView+Swipe.swift) pulls the top
/// level off with the fingers.
///
/// Levels below the top keep all their state (scroll position, selection) and are hidden — out
/// of the accessibility tree and the focus chain — until they are on top again. A level is built
/// when it is first on top (a restored 20-level path builds one page at start-up). Popped levels
/// stay, hidden, as the forward history's pages (so Forward brings a page back as it was left) until
/// a push or replace clears that history; at most `NavigationLevelChange.retainedForwardPages` keep their pages.
///
/// GTK type `FloatingTabsNavigationStack`, CSS node `navigationstack` (header over levels, in a
/// column). A page's Swift object lives as long as its widget is in the stack, like every wrapper.
@MainActor
public final class NavigationStackView<TabID: Hashable, Route: Codable & Hashable>: CustomWidget, ContentFocusing {
    let tab: TabID
    let store: NavigationStore<TabID, Route>
    private let makePage: @MainActor (Route) -> NavigationPage
    let levelsView = NavigationLevels()
    private let backButton = Button(iconName: "go-previous-symbolic")
    private let forwardButton = Button(iconName: "go-next-symbolic")
    private let titleLabel = Label()
    let root: RetainedPage
    private let rootPage: NavigationPage
    var levels: [NavigationLevel<Route>] = []
    private var forwardLevels: [NavigationLevel<Route>] = [] // nearest last
    private var observation: ObservationToken?
    let animator: SpringAnimator
    /// The level sliding off or in, and what it uncovers: (moving, under, popping).
    var transition: (moving: RetainedPage, under: RetainedPage, popping: Bool)?
    /// The level a back swipe is uncovering (nil: no back swipe).
    var swipeUnder: RetainedPage?
    private var scrollAnimator: SpringAnimator?
    /// Set while the store pops the level a back swipe has already slid off (no second slide).
    var swipeFinishedPop = false

    /// Lets the app replace a step of the reselect ladder: return `true` when it handled `step`.
    public var onReselectStep: (@MainActor (ReselectStep) -> Bool)?

    /// Creates the stack for `tab`, showing `root` at depth 0 and `page(route)` above it.
    public init(tab: TabID, store: NavigationStore<TabID, Route>, root: NavigationPage, page: @escaping @MainActor (Route) -> NavigationPage) {
        self.tab = tab
        self.store = store
        self.root = RetainedPage(content: root.widget, kind: .navigationLevel)
        self.root.focusTarget.widget = root.focusTarget?.handle
        rootPage = root
        self.makePage = page
        // The animator belongs to this view and moves its own child: no cycle; the view is
        // reached weakly (it is not initialised yet when the animator is made).
        let owner = WeakReference<NavigationStackView>()
        // One unit slides a level across the whole width.
        animator = SpringAnimator(
            widget: levelsView, value: 0, pixelsPerUnit: { [levelsView] in Double(levelsView.allocatedSize.width) },
            apply: { owner.object?.applyTransition($0) })
        super.init(type: navigationStackType)
        owner.object = self
        setStyleClass("navigation-stack")
        let header = Box(horizontal: true, spacing: 6)
        header.setStyleClass("navigation-header")
        for (button, label) in [(backButton, localized("Back")), (forwardButton, localized("Forward"))] {
            button.setStyleClass("flat")
            button.tooltip = label
            button.setAccessibleLabel(label)
        }
        backButton.onClicked { [weak self] in
            guard let self else { return }
            self.store.pop(self.tab)
        }
        forwardButton.onClicked { [weak self] in
            guard let self else { return }
            self.store.forward(self.tab)
        }
        titleLabel.setStyleClass("heading")
        titleLabel.ellipsizeEnd()
        titleLabel.expand(horizontal: true)
        titleLabel.xalign = 0
        header.append(backButton)
        header.append(forwardButton)
        header.append(titleLabel)
        addChild(header)
        levelsView.add(self.root)
        addChild(levelsView)
        observation = store.observe { [weak self] event in
            guard let self, event.tab == self.tab else { return }
            self.sync(kind: event.kind)
        }
        sync(kind: .replace)
    }

    /// Depth currently shown (0 at the root).
    public var depth: Int { levels.count }

    /// The page on top.
    public var topPage: NavigationPage { levels.last?.page ?? rootPage }

    /// Number of levels above the root whose pages exist (the top one, and those visited).
    package var builtPageCount: Int { levels.filter { $0.host != nil }.count }

    /// The title shown in the header.
    public var title: String { titleLabel.text }

    /// Whether the back button shows.
    package var canGoBack: Bool { backButton.isVisible }

    /// Whether the forward button shows.
    public var canGoForward: Bool { forwardButton.isVisible }

    /// Pages popped but still sliding off (hidden when the slide ends).
    package var pagesLeaving: Int { transition?.popping == true ? 1 : 0 }

    /// Whether a push, pop or back swipe is moving the levels.
    package var isAnimating: Bool { animator.isRunning || swipeUnder != nil }

    /// The shown levels' x offsets in px (tests): the top's and, while uncovered, the one below.
    package var levelOffsets: (top: Double?, below: Double?) { levelsView.offsets }

    var topHost: RetainedPage { levels.last?.host ?? root }

    // MARK: Model → view

    private func sync(kind: NavigationEvent<TabID, Route>.Kind) {
        let path = store.path(for: tab)
        let outgoing = topHost
        let poppedBySwipe = swipeFinishedPop
        swipeFinishedPop = false
        swipeUnder = nil // a path change ends a back swipe in progress
        finishTransition()
        // Remember where focus was on the level being covered or removed, to give it back later.
        outgoing.rememberFocus(windowFocus)
        let change = NavigationLevelChange(shown: levels.map(\.route), forwardCache: forwardLevels.map(\.route), path: path, kind: kind)
        let removed = Array(levels[change.kept...])
        levels.removeSubrange(change.kept...)
        if change.releasesForwardCache {
            for level in forwardLevels { release(level) }
            forwardLevels.removeAll()
        }
        if change.cachesRemoved {
            forwardLevels.append(contentsOf: removed.reversed())
            for level in forwardLevels.prefix(NavigationLevelChange.forwardLevelsReleased(of: forwardLevels.count)) { release(level) }
        } else {
            for level in removed { release(level) }
        }
        for (route, source) in zip(path[change.kept...], change.added) {
            levels.append(source == .forwardCache ? forwardLevels.removeLast() : NavigationLevel(route: route))
        }
        let incoming = buildTop()
        titleLabel.text = topPage.title
        backButton.isVisible = !levels.isEmpty
        forwardButton.isVisible = store.canGoForward(tab)
        let animate = animationsEnabled && isMapped && incoming !== outgoing && !poppedBySwipe
        switch kind {
        case .pop where animate:
            transition = (outgoing, incoming, true)
            animator.jump(to: 0)
            animator.animate(to: 1, velocity: 0) { [weak self] in self?.finishTransition() }
        case .push where animate, .forward where animate:
            transition = (incoming, outgoing, false)
            animator.jump(to: 1)
            animator.animate(to: 0, velocity: 0) { [weak self] in self?.finishTransition() }
        default:
            levelsView.show(top: incoming, below: nil, fraction: 0)
        }
        moveFocus(into: incoming, hadFocus: windowFocus.map { outgoing.contains($0) } ?? false)
    }

    /// Builds the top level's page if it has none yet, and returns its host.
    private func buildTop() -> RetainedPage {
        guard let top = levels.last else { return root }
        return host(of: top)
    }

    func host(of level: NavigationLevel<Route>) -> RetainedPage {
        if let host = level.host { return host }
        let page = makePage(level.route)
        let host = RetainedPage(content: page.widget, kind: .navigationLevel)
        host.focusTarget.widget = page.focusTarget?.handle
        level.host = host
        level.page = page
        levelsView.add(host)
        return host
    }

    private func release(_ level: NavigationLevel<Route>) {
        if let host = level.host { levelsView.remove(host) }
        level.host = nil
        level.page = nil
    }

    private func applyTransition(_ value: Double) {
        guard let transition else { return }
        levelsView.show(top: transition.moving, below: transition.under, fraction: value)
    }

    /// Ends a running push or pop at once, leaving only the top level shown.
    func finishTransition() {
        guard transition != nil else { return }
        transition = nil
        animator.stop()
        levelsView.show(top: topHost, below: nil, fraction: 0)
    }

    /// The top level takes the focus (back to where it was in it, else its first focusable
    /// widget), not the Back button before it.
    func focusContent() -> Bool { topHost.takeFocus() }

    /// Keyboard users follow the navigation: focus moves into the level now on top (back to the
    /// widget it had there) when it was in the level that left.
    private func moveFocus(into level: RetainedPage, hadFocus: Bool) {
        guard hadFocus, isMapped else { return }
        level.takeFocus()
    }

    // MARK: Reselect

    /// Activating the selected tab again: the next step of the ladder — pop to the root (animated)
    /// when navigated in, otherwise scroll the root's content to the top (animated). Each step can
    /// be replaced through `onReselectStep`.
    public func reselect() {
        let step = ReselectStep.next(depth: depth)
        if onReselectStep?(step) == true { return }
        switch step {
        case .popToRoot: store.popToRoot(tab)
        case .scrollToTop: scrollTopPageToTop()
        }
    }

    /// How far the outermost scrolled area of the page on top is scrolled (for saving a
    /// session), or nil when the page has none.
    public var topPageScrollOffset: Double? {
        topHost.handle.firstDescendant(of: .scrolledWindow)?.verticalScrollRange?.value
    }

    /// Scrolls the outermost scrolled area of the page on top to its start, with a spring.
    public func scrollTopPageToTop() {
        guard let scroller = topHost.handle.firstDescendant(of: .scrolledWindow),
            let range = scroller.verticalScrollRange, range.value > range.lower
        else { return }
        let pointer = WeakWidgetPointer()
        pointer.widget = scroller
        scrollAnimator?.stop()
        let animator = SpringAnimator(widget: self, value: range.value, pixelsPerUnit: { 1 }, apply: { pointer.widget?.scrollVertically(to: $0) })
        scrollAnimator = animator
        animator.animate(to: range.lower, velocity: 0) { [weak self] in self?.scrollAnimator = nil }
    }
}

/// The navigation stack's GTK type (one for every tab and route type).
@MainActor let navigationStackType = WidgetType(name: "FloatingTabsNavigationStack", cssName: "navigationstack", layout: .column)
