import Gtk

/// Lays out retained pages side by side at a fractional `position` (tab index + swipe offset).
///
/// Only the page under `position` and, mid-transition, its neighbour are visible (mapped,
/// allocated, drawn); every other built page stays parented and realized with all its state but
/// is hidden, so it costs no layout or drawing, and GTK skips it when it restyles the window (a
/// focus change anywhere restyles the ancestors' subtrees: with 100 retained pages that took
/// 12 ms per focus move while they were merely not child-visible, 3.5 ms once hidden). Pages are
/// built lazily the first time they are shown, and only the visible pages are measured.
///
/// GTK type `FloatingTabsPager`, CSS node `pager`.
@MainActor
final class Pager: CustomWidget {
    private var hosts: [RetainedPage?]
    /// Builds the page at an index. Until the owner sets it no page is built (a model made on a
    /// tab other than the first moves the pager before the view can build its pages); the pages
    /// in view are built when the pager is first measured, once the app holds the view.
    var build: (@MainActor (Int) -> Widget)?
    /// The title of the tab at an index (the page's accessible name).
    var title: @MainActor (Int) -> String = { _ in "" }
    /// Called whenever `position` changes.
    var onMoved: (@MainActor () -> Void)?
    /// Called when a page is built (tests and logs watch laziness).
    var onBuild: (@MainActor (Int) -> Void)?

    /// The fractional page shown; 1.25 is a quarter of the way from page 1 to page 2.
    var position: Double = 0 {
        didSet {
            guard position != oldValue else { return }
            ensureVisiblePagesBuilt()
            updateVisibility()
            queueAllocate()
            onMoved?()
        }
    }

    /// The page a running animation is heading to (nil when the pages follow fingers or stand
    /// still). Only that page, or at rest the page under `position`, takes pointer input: a page
    /// on its way out is hidden when the animation ends, and a press it took would lose its
    /// release (GTK 4.18 sends that release to the page shown then, whose widgets never saw the
    /// press, and logs "Broken accounting of active state"; GTK 4.8 leaves its ancestors :active).
    var heading: Int? {
        didSet { if heading != oldValue { updateTargets() } }
    }

    init(count: Int) {
        hosts = Array(repeating: nil, count: count)
        super.init(type: pagerType)
        setStyleClass("floating-tabs-pager")
        expand(horizontal: true, vertical: true)
    }

    /// Number of pages (built or not).
    var count: Int { hosts.count }

    /// The page host at `index` if it has been built.
    func builtHost(at index: Int) -> RetainedPage? { hosts.indices.contains(index) ? hosts[index] : nil }

    /// Pages whose index is within one page of `position` (computed without allocating: it
    /// runs for every scroll delta of a swipe).
    private var visibleIndices: ClosedRange<Int>? {
        guard !hosts.isEmpty, position.isFinite else { return nil }
        let lower = max(Int(position.rounded(.down)), 0)
        let upper = min(Int(position.rounded(.up)), hosts.count - 1)
        return lower <= upper ? lower...upper : nil
    }

    /// Builds (once) and returns the host of page `index`.
    @discardableResult
    func host(at index: Int) -> RetainedPage {
        if let existing = hosts[index] { return existing }
        let host = RetainedPage(content: build?(index) ?? Label(), kind: .tabPanel)
        host.setAccessibleLabel(title(index))
        host.isChildVisible = false
        host.isVisible = false
        addChild(host)
        hosts[index] = host
        updateVisibility(force: true)
        onBuild?(index)
        return host
    }

    private func ensureVisiblePagesBuilt() {
        guard build != nil, let visible = visibleIndices else { return }
        for index in visible where hosts[index] == nil { host(at: index) }
    }

    /// Indices of the pages currently not hidden.
    private var shownIndices: ClosedRange<Int>?

    /// Shows the pages within one page of `position` and hides the ones that left that range
    /// (done here, not while allocating: visibility changes queue a resize).
    private func updateVisibility(force: Bool = false) {
        defer { updateTargets() } // which page takes the pointer can change when the pages shown do not
        let wanted = visibleIndices
        guard force || wanted != shownIndices else { return }
        if let old = shownIndices {
            for index in old where !(wanted?.contains(index) ?? false) { builtHost(at: index)?.isVisible = false }
        }
        shownIndices = wanted
        if let wanted {
            for index in wanted { if let host = builtHost(at: index), !host.isVisible { host.isVisible = true } }
            // A page that is the whole view (a jump, a settled swipe) is shown now, not at the next
            // layout: it maps at once, so the focus can move into it in the same frame.
            if position == position.rounded(), let host = builtHost(at: Int(position)), !host.isChildVisible { host.isChildVisible = true }
        }
    }

    /// Lets only the page `heading` names (or the page under `position`) take pointer input,
    /// among the pages shown (a hidden page takes none anyway; it is set again when shown).
    private func updateTargets() {
        guard let shown = shownIndices else { return }
        let target = heading ?? Int(position.rounded())
        for index in shown {
            guard let host = builtHost(at: index) else { continue }
            let takesInput = index == target
            if host.canTarget != takesInput { host.canTarget = takesInput }
        }
    }

    /// What goes at a new index in `remap`.
    enum Slot {
        /// The page that was at this old index.
        case kept(Int)
        /// A page parked earlier (a tab shown again), with all its state.
        case adopted(RetainedPage)
        /// Nothing yet: built when first shown.
        case empty
    }

    /// Reorders, adds or drops pages, one slot per new index. Returns the built pages that are in
    /// no slot, by their old index: still children of the pager, hidden, so the caller can park
    /// them (and adopt them later) or `release` them.
    @discardableResult
    func remap(_ slots: [Slot]) -> [Int: RetainedPage] {
        var leftOver: [Int: RetainedPage] = [:]
        for (index, host) in hosts.enumerated() { if let host { leftOver[index] = host } }
        let newHosts: [RetainedPage?] = slots.map { slot in
            switch slot {
            case .kept(let old):
                return leftOver.removeValue(forKey: old)
            case .adopted(let host): return host
            case .empty: return nil
            }
        }
        hosts = newHosts
        position = min(max(position, 0), Double(max(hosts.count - 1, 0)))
        for host in hosts { host?.isVisible = false }
        for host in leftOver.values {
            host.isVisible = false
            host.isChildVisible = false
        }
        shownIndices = nil
        updateVisibility(force: true)
        ensureVisiblePagesBuilt()
        queueResize()
        return leftOver
    }

    /// Drops a page `remap` left over: it and its Swift state are released.
    func release(_ host: RetainedPage) { removeChild(host) }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        guard let visible = visibleIndices else { return result }
        for index in visible {
            let size = host(at: index).measure(horizontal: horizontal, forSize: forSize)
            result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
        }
        return result
    }

    override func allocateChildren(width: Int32, height: Int32) {
        let visible = visibleIndices
        let mirror = isRightToLeft ? -1.0 : 1.0
        for (index, host) in hosts.enumerated() {
            guard let host else { continue }
            let offset = Double(index) - position
            let shown = (visible?.contains(index) ?? false) && abs(offset) < 1
            if host.isChildVisible != shown { host.isChildVisible = shown }
            guard shown else { continue }
            let x = Int32((offset * mirror * Double(width)).rounded())
            _ = host.measure(horizontal: false, forSize: width) // GTK requires a measure before allocating; cached when clean
            host.allocate(x: x, y: 0, width: width, height: height)
        }
    }

    /// Page offsets currently applied (tests): index → x in px.
    func visiblePageOffsets() -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (index, host) in hosts.enumerated() {
            guard let host, host.isChildVisible, let bounds = host.bounds(in: self) else { continue }
            result[index] = bounds.x
        }
        return result
    }
}

/// The pager's GTK type.
@MainActor let pagerType = WidgetType(name: "FloatingTabsPager", cssName: "pager")
