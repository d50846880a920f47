/// Turns touchpad deltas or drag movement into a continuous page offset and, on release, a
/// `SwipeDecision`. Pure maths: the pager feeds it samples and renders `progress`.
///
/// Sign convention: positive progress moves toward the next tab (in right-to-left layouts the
/// next tab is on the left, and the tracker mirrors the input accordingly).
public struct SwipeTracker: Sendable {
    /// Where the tracker is in a gesture.
    public enum State: Equatable, Sendable {
        /// No gesture.
        case idle
        /// Input arrived but the axis is not decided yet.
        case pending
        /// A horizontal gesture owned by the tracker.
        case tracking
        /// The gesture is mostly vertical: it belongs to the content (e.g. a list scrolls).
        case rejected
    }

    /// Tuning.
    public var configuration: SwipeConfiguration
    /// Current state.
    public private(set) var state = State.idle
    /// The source of the current gesture.
    public private(set) var source = SwipeSource.touchpad
    /// Page the gesture started on.
    public private(set) var startPage = 0
    /// Number of pages.
    public private(set) var pageCount = 0
    /// What the gesture does, decided when the axis locks (`.switchTab` until then).
    public private(set) var action = SwipeAction.switchTab
    private var depth = 0
    // The strip of pages the progress moves along: the tabs, or [level below, top] for a pop.
    private var stripStart = 0
    private var stripCount = 0
    private var distance = 400.0
    private var direction = 1.0
    private var pendingX = 0.0, pendingY = 0.0
    private var rawOffset = 0.0 // pages, unclamped
    private var samples: [(time: Double, delta: Double)] = [] // delta in px along progress
    private var contentRoom = ContentScrollRoom.none

    /// How far the content under the pointer can still scroll horizontally, in the terms of its
    /// scroll position (e.g. a GtkScrolledWindow's horizontal adjustment).
    public struct ContentScrollRoom: Equatable, Sendable {
        /// It can scroll toward larger positions (content moves left in LTR).
        public var canIncrease: Bool
        /// It can scroll toward smaller positions.
        public var canDecrease: Bool
        /// Content that does not scroll horizontally.
        public static let none = ContentScrollRoom(canIncrease: false, canDecrease: false)

        /// Room in each direction.
        public init(canIncrease: Bool, canDecrease: Bool) {
            self.canIncrease = canIncrease
            self.canDecrease = canDecrease
        }
    }

    /// Creates an idle tracker.
    public init(configuration: SwipeConfiguration = SwipeConfiguration()) {
        self.configuration = configuration
    }

    /// Starts a gesture. `pageWidth` is the page's width in px (used by touch and mouse drags).
    /// `contentRoom` says whether the content under the pointer scrolls horizontally itself: a
    /// horizontal gesture it can still follow stays with it (it scrolls until it reaches its
    /// edge; the next gesture from that edge switches tabs). `depth` is how far the current tab
    /// is navigated above its root: a swipe toward back then pops (`SwipeAction`).
    public mutating func begin(
        source: SwipeSource, page: Int, pageCount: Int, pageWidth: Double, rightToLeft: Bool,
        contentRoom: ContentScrollRoom = .none, depth: Int = 0
    ) {
        self.contentRoom = contentRoom
        self.source = source
        self.startPage = max(0, min(page, pageCount - 1))
        self.pageCount = pageCount
        self.depth = depth
        action = .switchTab
        stripStart = startPage
        stripCount = pageCount
        distance = source == .touchpad ? configuration.touchpadDistancePerPage : max(1, pageWidth)
        direction = Self.progressSign(source: source, rightToLeft: rightToLeft)
        pendingX = 0
        pendingY = 0
        rawOffset = 0
        samples.removeAll(keepingCapacity: true)
        state = pageCount > 0 ? .pending : .rejected
    }

    /// Feeds one movement (px, in the device's coordinates) at `time` (ms). Returns the state
    /// afterwards: `.tracking` means the caller should consume the event and show `progress`.
    @discardableResult
    public mutating func update(dx: Double, dy: Double, time: Double) -> State {
        switch state {
        case .idle, .rejected:
            return state
        case .pending:
            pendingX += dx
            pendingY += dy
            let lock = source == .touchpad ? configuration.touchpadLockDistance : configuration.dragThreshold
            guard (pendingX * pendingX + pendingY * pendingY).squareRoot() >= lock else { return state }
            guard abs(pendingX) > abs(pendingY), !contentCanFollow(pendingX) else {
                state = .rejected
                return state
            }
            state = .tracking
            action = SwipeAction.forGesture(depth: depth, towardNextTab: pendingX * direction > 0)
            if action == .pop {
                stripStart = 1
                stripCount = 2
            }
            addSample(pendingX, time: time)
        case .tracking:
            addSample(dx, time: time)
        }
        return state
    }

    /// The sign that turns a horizontal movement from `source` into progress (positive toward the
    /// next tab): touchpad dx > 0 scrolls toward the next page; a finger moving left (dx < 0)
    /// drags it in; right-to-left layouts mirror both.
    public static func progressSign(source: SwipeSource, rightToLeft: Bool) -> Double {
        (source == .touchpad ? 1.0 : -1.0) * (rightToLeft ? -1.0 : 1.0)
    }

    /// Whether the content under the pointer can scroll with a horizontal movement of `dx`
    /// (touchpad deltas move the scroll position with their sign, fingers against it).
    private func contentCanFollow(_ dx: Double) -> Bool {
        let increases = source == .touchpad ? dx > 0 : dx < 0
        return increases ? contentRoom.canIncrease : contentRoom.canDecrease
    }

    private mutating func addSample(_ dx: Double, time: Double) {
        let delta = dx * direction
        rawOffset += delta / distance
        let limit = Double(configuration.maximumPagesPerSwipe)
        rawOffset = min(max(rawOffset, -limit - 1), limit + 1)
        samples.append((time, delta))
        let horizon = time - configuration.velocityWindow
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// The displayed offset in pages from `startPage`: follows the input 1:1 inside the allowed
    /// range, resists (rubber band) past the first or last page, and stops at one page per swipe.
    /// A pop runs from 0 (top page in place) to -1 (the level below uncovered) and resists toward
    /// forward.
    public var progress: Double {
        let lower = stripStart == 0 ? 0.0 : -Double(configuration.maximumPagesPerSwipe)
        let upper = stripStart >= stripCount - 1 ? 0.0 : Double(configuration.maximumPagesPerSwipe)
        if rawOffset > upper { return upper + (upper == 0 ? rubberBand(rawOffset - upper) : 0) }
        if rawOffset < lower { return lower - (lower == 0 ? rubberBand(lower - rawOffset) : 0) }
        return rawOffset
    }

    /// Damped overshoot: grows like the input at first, never beyond `rubberBandLimit`.
    private func rubberBand(_ overshoot: Double) -> Double {
        let limit = configuration.rubberBandLimit
        return limit * (1 - 1 / (1 + overshoot * 0.55 / limit))
    }

    /// Current velocity along the progress axis in px/ms, from the last `velocityWindow` ms.
    public var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return samples.reduce(0) { $0 + $1.delta } / (last.time - first.time)
    }

    /// Ends the gesture (fingers lifted) and decides where to settle. Nil unless tracking.
    public mutating func end() -> SwipeDecision? {
        guard state == .tracking else {
            state = .idle
            return nil
        }
        state = .idle
        let progress = self.progress
        let velocity = self.velocity
        let threshold = source == .touchpad ? configuration.touchpadVelocityThreshold : configuration.touchVelocityThreshold
        var offset: Double
        if abs(velocity) < threshold {
            offset = progress.rounded()
        } else {
            let deceleration = source == .touchpad ? configuration.touchpadDeceleration : configuration.touchDeceleration
            let projected = progress + velocity * deceleration / (1 - deceleration) / distance
            offset =
                velocity > 0
                ? max(progress.rounded(.down) + 1, projected.rounded())
                : min(progress.rounded(.up) - 1, projected.rounded())
        }
        let limit = Double(configuration.maximumPagesPerSwipe)
        offset = min(max(offset, -limit), limit)
        var target = stripStart + Int(offset)
        if target < 0 || target >= stripCount { target = stripStart }
        let pageVelocity = velocity * 1000 / distance
        if action == .pop {
            return SwipeDecision(
                action: .pop, startPage: startPage, targetPage: startPage, progress: progress, velocity: pageVelocity,
                pops: target < stripStart)
        }
        return SwipeDecision(startPage: startPage, targetPage: target, progress: progress, velocity: pageVelocity)
    }

    /// Abandons the gesture: the pages go back to the start page. Nil unless tracking.
    public mutating func cancel() -> SwipeDecision? {
        defer { state = .idle }
        guard state == .tracking else { return nil }
        return SwipeDecision(action: action, startPage: startPage, targetPage: startPage, progress: progress, velocity: velocity * 1000 / distance)
    }
}
