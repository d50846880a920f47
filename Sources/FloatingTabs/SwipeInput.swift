import Gtk
import TabModel

/// Turns touchpad scrolling, touch drags (and, when enabled, mouse drags) and horizontal wheel
/// notches over the pages into `SwipeTracker` samples and selection changes.
///
/// The scroll controller sits on the pager in the **capture** phase: GTK 4.8 scrolled windows
/// swallow smooth-scroll sequences before bubble-phase handlers see them. The tracker locks the
/// axis from the first deltas; a mostly vertical gesture is left to the content.
@MainActor
final class SwipeInput<Tab: TabItem> {
    /// The view this input drives. Weak: the view owns this object, and the controllers' handlers
    /// (held by GTK) capture this object weakly, so nothing here keeps the view alive.
    private weak var view: TabView<Tab>?
    private var tracker = SwipeTracker()
    private let scroll = ScrollController(kinetic: false)
    private let drag = DragGesture(touchOnly: true)
    private let motion = MotionController()
    /// The pointer's last position over the pager (touchpad gestures start there).
    var pointer: (x: Double, y: Double)?
    private var dragStart: (x: Double, y: Double)?
    private var inTouchpadGesture = false
    private var lastDrag = (x: 0.0, y: 0.0)
    private var wheelNotches = WheelNotches()

    /// Milliseconds on a monotonic clock; tests replace it to feed recorded timestamps.
    var clock: @MainActor () -> Double = { Double(MainLoop.monotonicMicroseconds) / 1000 }
    /// Whether the pages are settling after a swipe.
    var isSettling = false
    /// Lets a mouse drag swipe (touch drags always do).
    var mouseDragEnabled = false { didSet { drag.touchOnly = !mouseDragEnabled } }

    init(view: TabView<Tab>) {
        self.view = view
        scroll.phase = .capture
        scroll.onBegin { [weak self] in self?.touchpadBegan() }
        scroll.onScroll { [weak self] dx, dy in self?.scrolled(dx: dx, dy: dy) ?? false }
        scroll.onEnd { [weak self] in self?.touchpadEnded() }
        view.pager.addController(scroll)
        drag.phase = .capture
        drag.onBegin { [weak self] x, y in
            self?.dragStart = (x, y)
            self?.dragBegan()
        }
        drag.onUpdate { [weak self] x, y in self?.dragMoved(x: x, y: y) }
        drag.onEnd { [weak self] _, _ in self?.finish() }
        view.pager.addController(drag)
        motion.onPointer { [weak self] x, y in self?.pointer = (x, y) }
        view.pager.addController(motion)
    }

    /// The scroll controller (tests emit its signals).
    var scrollController: ScrollController { scroll }
    /// The drag gesture (tests emit its signals).
    var dragGesture: DragGesture { drag }
    /// The tracker's current state.
    var state: SwipeTracker.State { tracker.state }

    private func begin(_ source: SwipeSource) {
        guard let view, let index = view.selection.selectedIndex else { return }
        if isSettling || view.pager.position != Double(index) {
            isSettling = false
            view.settle(at: index)
        }
        backTarget = view.selection.selectedTab.flatMap { view.backSwipeTarget?($0) }
        tracker.begin(source: source, page: index, pageCount: view.selection.tabs.count,
                      pageWidth: Double(view.pager.allocatedSize.width), rightToLeft: view.isRightToLeft,
                      contentRoom: contentRoom(at: source == .touchpad ? pointer : dragStart), depth: backTarget?.depth ?? 0)
    }

    /// The navigation stack a pop-mode swipe pulls (the current tab's, when the swipe began).
    private var backTarget: (any BackSwipeable)?

    /// Whether content under `point` scrolls horizontally itself (a wide table, a carousel).
    private func contentRoom(at point: (x: Double, y: Double)?) -> SwipeTracker.ContentScrollRoom {
        guard let point, let view else { return .none }
        // The nearest horizontally scrollable area under the point, from the picked widget up to the pager.
        for range in view.pager.horizontalScrollRanges(atX: point.x, y: point.y) where range.end - range.lower > 0.5 {
            return SwipeTracker.ContentScrollRoom(canIncrease: range.value < range.end - 0.5, canDecrease: range.value > range.lower + 0.5)
        }
        return .none
    }

    private func touchpadBegan() {
        inTouchpadGesture = true
        begin(.touchpad)
    }

    private func scrolled(dx: Double, dy: Double) -> Bool {
        guard inTouchpadGesture else { return wheel(dx: dx, dy: dy) }
        if tracker.state == .idle { begin(.touchpad) } // the fingers move again after a release by silence
        let state = tracker.update(dx: dx, dy: dy, time: clock())
        if state == .tracking {
            view?.expandBar()
            followOnNextFrame()
        } else if state == .rejected {
            view?.contentScrolled(by: dy) // the content scrolls: the bar may minimise
        }
        if state == .tracking || state == .pending { armReleaseBySilence() }
        return state == .tracking || state == .pending
    }

    private func touchpadEnded() {
        inTouchpadGesture = false
        disarmReleaseBySilence()
        finish()
    }

    /// Armed while touchpad deltas flow: after `SwipeConfiguration.releaseBySilence` without
    /// one, the fingers count as lifted. GTK 4.8 merges scroll events that arrive within one
    /// frame and drops the touchpad's stop flag when it merges it into a delta, so `scroll-end`
    /// never comes if the fingers lift right after the last movement (seen through sway with a
    /// virtual pointer). Without this the pages would stay half-way; with it they settle as if
    /// released.
    private var silenceTimer: UInt32 = 0

    private func armReleaseBySilence() {
        disarmReleaseBySilence()
        silenceTimer = MainLoop.timeout(milliseconds: UInt32(tracker.configuration.releaseBySilence)) { [weak self] in
            guard let self else { return false }
            self.silenceTimer = 0
            self.finish()
            return false
        }
    }

    private func disarmReleaseBySilence() {
        if silenceTimer != 0 { MainLoop.remove(silenceTimer) }
        silenceTimer = 0
    }

    /// A discrete wheel notch (no scroll-begin): `WheelNotches` decides, this carries it out.
    private func wheel(dx: Double, dy: Double) -> Bool {
        guard let view else { return false }
        switch wheelNotches.notch(dx: dx, dy: dy, time: clock(), inWheelUnits: scroll.currentUnitIsWheel != false, rightToLeft: view.isRightToLeft) {
        case .scrollContent(let distance):
            view.contentScrolled(by: distance)
            return false
        case .selectNeighbour(let forward):
            if forward { view.selection.selectNext(reason: .wheel, wrap: false) } else { view.selection.selectPrevious(reason: .wheel, wrap: false) }
            return true
        case .ignore:
            return true
        }
    }

    private func dragBegan() {
        lastDrag = (0, 0)
        begin(drag.currentInputSource == .mouse ? .mouseDrag : .touch)
    }

    private func dragMoved(x: Double, y: Double) {
        let dx = x - lastDrag.x, dy = y - lastDrag.y
        lastDrag = (x, y)
        switch tracker.update(dx: dx, dy: dy, time: clock()) {
        case .tracking:
            drag.claim()
            followOnNextFrame()
        case .rejected:
            drag.deny()
        default: break
        }
    }

    private var followTick: UInt32 = 0

    /// Moves pages and indicator to the tracker's progress once per frame, however many deltas
    /// arrive in between (touchpads report faster than the display refreshes): a delta only
    /// updates the tracker, and the frame's update phase lays out the latest position before it
    /// is drawn.
    private func followOnNextFrame() {
        guard followTick == 0, let view else { return }
        followTick = view.addTickCallback { [weak self] _ in
            self?.followTick = 0
            self?.applyFollow()
            return false
        }
    }

    /// Applies the pending position now (before a release decides from it).
    private func applyFollow() {
        if followTick != 0 {
            view?.removeTickCallback(followTick)
            followTick = 0
        }
        guard tracker.state == .tracking else { return }
        if tracker.action == .pop {
            backTarget?.followBackSwipe(progress: tracker.progress)
        } else {
            view?.follow(offset: tracker.progress, from: tracker.startPage)
        }
    }

    private func finish() {
        applyFollow()
        guard let decision = tracker.end() else { return }
        if decision.action == .pop {
            backTarget?.settleBackSwipe(decision)
            backTarget = nil
            return
        }
        guard let view else { return }
        isSettling = true
        view.settle(decision) { [weak self] in self?.isSettling = false }
    }
}
