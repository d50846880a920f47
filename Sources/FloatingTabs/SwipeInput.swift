import Gtk
import TabModel

/// Turns touchpad scrolling, touch drags (and, when enabled, mouse drags) and horizontal wheel
/// notches over the pages into `SwipeTracker` samples, and moves what the swipe is about through
/// `Swipeable` alone: the tab pages, or — a swipe toward back in a tab navigated above its root —
/// that tab's navigation stack. It owns the gesture and the settling after it.
///
/// The scroll controller sits on the pager in the **capture** phase: GTK 4.8 scrolled windows
/// swallow smooth-scroll sequences before bubble-phase handlers see them. The tracker locks the
/// axis from the first deltas; a mostly vertical gesture is left to the content.
@MainActor
final class SwipeInput {
    /// The widget the gestures are read on (the pager). Weak: the view that owns this object
    /// owns the pager too, and the controllers' handlers (held by GTK) capture this object
    /// weakly, so nothing here keeps either alive.
    private weak var surface: Widget?
    /// The tab pages: what a swipe switching tabs moves. Weak for the same reason.
    private weak var pages: (any Swipeable)?
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
    /// The navigation stack a swipe toward back pulls, asked when a gesture begins (nil: none).
    var backTarget: @MainActor () -> (any Swipeable)? = { nil }
    /// Runs while a swipe follows the fingers (the bar expands).
    var onTracking: @MainActor () -> Void = {}
    /// Runs when a mostly vertical gesture or a vertical wheel notch scrolls the content by a
    /// distance in px (positive: down; the bar may minimise).
    var onContentScrolled: @MainActor (Double) -> Void = { _ in }
    /// Runs for a horizontal wheel notch: select the next tab (true) or the previous one.
    var onWheelStep: @MainActor (_ forward: Bool) -> Void = { _ in }

    /// Reads gestures on `surface` and moves `pages`; both are owned by this object's owner.
    init(surface: Widget, pages: any Swipeable) {
        self.surface = surface
        self.pages = pages
        scroll.phase = .capture
        scroll.onBegin { [weak self] in self?.touchpadBegan() }
        scroll.onScroll { [weak self] dx, dy in self?.scrolled(dx: dx, dy: dy) ?? false }
        scroll.onEnd { [weak self] in self?.touchpadEnded() }
        surface.addController(scroll)
        drag.phase = .capture
        drag.onBegin { [weak self] x, y in
            self?.dragStart = (x, y)
            self?.dragBegan()
        }
        drag.onUpdate { [weak self] x, y in self?.dragMoved(x: x, y: y) }
        drag.onEnd { [weak self] _, _ in self?.finish() }
        surface.addController(drag)
        motion.onPointer { [weak self] x, y in self?.pointer = (x, y) }
        surface.addController(motion)
    }

    /// The scroll controller (tests emit its signals).
    var scrollController: ScrollController { scroll }
    /// The drag gesture (tests emit its signals).
    var dragGesture: DragGesture { drag }
    /// The tracker's current state.
    var state: SwipeTracker.State { tracker.state }

    /// A settle that another change took over (the pages no longer settle from this swipe).
    func settlingInterrupted() { isSettling = false }

    private func begin(_ source: SwipeSource) {
        guard let pages, let surface, let first = pages.snapPoints.first else { return }
        if isSettling || pages.progress != pages.cancelProgress {
            isSettling = false
            pages.beginSwipe()
        }
        popTarget = backTarget().flatMap { $0.snapPoints.count > 1 ? $0 : nil }
        popBegan = false
        let depth = popTarget.map { Int(($0.cancelProgress - ($0.snapPoints.first ?? 0)).rounded()) } ?? 0
        tracker.begin(
            source: source, page: Int((pages.cancelProgress - first).rounded()), pageCount: pages.snapPoints.count,
            pageWidth: pages.swipeDistance, rightToLeft: surface.isRightToLeft,
            contentRoom: contentRoom(at: source == .touchpad ? pointer : dragStart), depth: depth)
    }

    /// The navigation stack a swipe toward back pulls (the current tab's, when the swipe began).
    private var popTarget: (any Swipeable)?
    /// Whether `popTarget` was told the swipe began (when the swipe locked as a pop).
    private var popBegan = false

    /// Whether content under `point` scrolls horizontally itself (a wide table, a carousel).
    private func contentRoom(at point: (x: Double, y: Double)?) -> SwipeTracker.ContentScrollRoom {
        guard let point, let surface else { return .none }
        // The nearest horizontally scrollable area under the point, from the picked widget up to the pager.
        for range in surface.horizontalScrollRanges(atX: point.x, y: point.y) where range.end - range.lower > 0.5 {
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
            onTracking()
            followOnNextFrame()
        } else if state == .rejected {
            onContentScrolled(dy) // the content scrolls: the bar may minimise
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
        guard let surface else { return false }
        switch wheelNotches.notch(dx: dx, dy: dy, time: clock(), inWheelUnits: scroll.currentUnitIsWheel != false, rightToLeft: surface.isRightToLeft) {
        case .scrollContent(let distance):
            onContentScrolled(distance)
            return false
        case .selectNeighbour(let forward):
            onWheelStep(forward)
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
        let dx = x - lastDrag.x
        let dy = y - lastDrag.y
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
        guard followTick == 0, let surface else { return }
        followTick = surface.addTickCallback { [weak self] _ in
            self?.followTick = 0
            self?.applyFollow()
            return false
        }
    }

    /// Applies the pending position now (before a release decides from it).
    private func applyFollow() {
        if followTick != 0 {
            surface?.removeTickCallback(followTick)
            followTick = 0
        }
        guard tracker.state == .tracking else { return }
        if tracker.action == .pop, let popTarget {
            if !popBegan {
                popBegan = true
                popTarget.beginSwipe()
            }
            popTarget.updateSwipe(progress: popTarget.cancelProgress + tracker.progress)
        } else {
            pages?.updateSwipe(progress: (pages?.snapPoints.first ?? 0) + Double(tracker.startPage) + tracker.progress)
        }
    }

    private func finish() {
        applyFollow()
        guard let decision = tracker.end() else { return }
        if decision.action == .pop {
            if let popTarget, popBegan {
                popTarget.endSwipe(at: popTarget.cancelProgress - (decision.pops ? 1 : 0), velocity: decision.velocity) {}
            }
            popTarget = nil
            return
        }
        guard let pages else { return }
        isSettling = true
        pages.endSwipe(at: (pages.snapPoints.first ?? 0) + Double(decision.targetPage), velocity: decision.velocity) { [weak self] in
            self?.isSettling = false
        }
    }
}
