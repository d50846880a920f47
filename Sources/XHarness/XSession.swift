import CXTest
import Glibc

/// One Xlib connection used from outside the measured app, as a user's input and eyes would be:
/// key chords go in through XTest, and the X server reports when the app's window content
/// changes through XDamage. Not thread-safe; use it from one thread.
public final class XSession {
    private let display: OpaquePointer
    private let damageEventBase: Int32
    private var damage: Damage = 0

    /// Opens `DISPLAY` (or `name`); nil when there is no display or it lacks XTest or XDamage.
    public init?(name: String? = nil) {
        guard let display = XOpenDisplay(name) else { return nil }
        // Asking about a window that has gone (a stale `_NET_SUPPORTING_WM_CHECK`, a window that
        // closed meanwhile) is answered with an X error, which Xlib's default handler turns into
        // exiting the process: errors are ignored instead, and the failed call returns nothing.
        _ = XSetErrorHandler { _, _ in 0 }
        var damageBase: Int32 = 0
        var errorBase: Int32 = 0
        var testEventBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XDamageQueryExtension(display, &damageBase, &errorBase) != 0,
            XTestQueryExtension(display, &testEventBase, &errorBase, &major, &minor) != 0
        else {
            XCloseDisplay(display)
            return nil
        }
        // XFixes regions carry the damaged rectangles; the server needs the client's version first.
        var fixesMajor: Int32 = 5
        var fixesMinor: Int32 = 0
        _ = XFixesQueryVersion(display, &fixesMajor, &fixesMinor)
        self.display = display
        damageEventBase = damageBase
    }

    deinit {
        if damage != 0 { XDamageDestroy(display, damage) }
        XCloseDisplay(display)
    }

    /// The viewable windows whose `_NET_WM_PID` is `pid` (GTK sets it on its toplevels), among
    /// the root's children and, under a window manager, inside their frames.
    public func windows(ofProcess pid: Int32) -> [UInt] {
        let pidAtom = XInternAtom(display, "_NET_WM_PID", 0)
        var found: [UInt] = []
        func visit(_ window: UInt, depth: Int) {
            for child in children(of: window) {
                var attributes = XWindowAttributes()
                guard XGetWindowAttributes(display, child, &attributes) != 0, attributes.map_state == IsViewable else { continue }
                if cardinal(pidAtom, of: child) == Int(pid) { found.append(child) } else if depth < 3 { visit(child, depth: depth + 1) }
            }
        }
        visit(XDefaultRootWindow(display), depth: 1)
        return found
    }

    /// The size of the default screen, pixels.
    public var screenSize: (width: Int, height: Int) {
        let screen = XDefaultScreen(display)
        return (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }

    /// Whether a window manager runs: it announces itself with `_NET_SUPPORTING_WM_CHECK` on the
    /// root window, naming a window of its own that carries the same property naming itself
    /// (EWMH). A window manager that was killed can leave the root's property behind, naming a
    /// window that is gone (seen with openbox after a benchmark run): that is no window manager.
    public var hasWindowManager: Bool {
        let check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0)
        guard let window = cardinal(check, of: XDefaultRootWindow(display), type: XA_WINDOW) else { return false }
        return cardinal(check, of: UInt(window), type: XA_WINDOW) == window
    }

    private func children(of window: UInt) -> [UInt] {
        var root: UInt = 0
        var parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }

    /// A format-32 property of one item (a CARDINAL or a WINDOW), or nil when it is not set.
    private func cardinal(_ property: Atom, of window: UInt, type wanted: Atom = XA_CARDINAL) -> Int? {
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, property, 0, 1, 0, wanted, &type, &format, &items, &after, &data) == Success,
            let data
        else { return nil }
        defer { XFree(data) }
        // Format-32 properties come back as C longs.
        return items == 1 ? data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee } : nil
    }

    /// Gives `window` the keyboard focus (there is no window manager to do it).
    public func focus(_ window: UInt) {
        XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Moves the pointer to `x`, `y` in `window`'s coordinates (a real motion, as a mouse makes),
    /// and returns when the X server has done it.
    public func movePointer(into window: UInt, x: Int32, y: Int32) {
        XWarpPointer(display, 0, window, 0, 0, 0, 0, x, y)
        XSync(display, 0)
    }

    /// Starts reporting damage to `window`'s content (one report per change, see `nextDamage`).
    public func watchDamage(of window: UInt) {
        if damage != 0 { XDamageDestroy(display, damage) }
        damage = XDamageCreate(display, window, Int32(XDamageReportNonEmpty))
        XSync(display, 0)
        discardDamage()
    }

    /// Presses the keys of `keysyms` in order, then releases them in reverse (a chord such as
    /// Control_L + Page_Down), and flushes. Returns when the X server has the events.
    public func pressChord(_ keysyms: [UInt]) {
        let codes = keysyms.map { UInt32(XKeysymToKeycode(display, $0)) }
        for code in codes { XTestFakeKeyEvent(display, code, 1, 0) }
        for code in codes.reversed() { XTestFakeKeyEvent(display, code, 0, 0) }
        XFlush(display)
    }

    /// Waits until the window's content changes or `timeoutMicroseconds` pass; returns when the
    /// change was seen (monotonic µs, GLib's clock) and how many pixels changed, or nil.
    public func nextDamage(timeoutMicroseconds: Int64) -> DamageReport? {
        let deadline = XSession.now() + timeoutMicroseconds
        while true {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == damageEventBase + XDamageNotify {
                    let seen = XSession.now()
                    return DamageReport(time: seen, pixels: takeDamagedPixels())
                }
            }
            let left = deadline - XSession.now()
            if left <= 0 { return nil }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(left / 1000 + 1, 1000)))
        }
    }

    /// Moves the damage accumulated so far into a region (which re-arms the report) and returns
    /// its area; overlapping rectangles do not occur in a region, so the sum is exact.
    private func takeDamagedPixels() -> Int {
        let region = XFixesCreateRegion(display, nil, 0)
        defer { XFixesDestroyRegion(display, region) }
        XDamageSubtract(display, damage, 0, region)
        var count: Int32 = 0
        guard let rectangles = XFixesFetchRegion(display, region, &count) else { return 0 }
        defer { XFree(rectangles) }
        return (0..<Int(count)).reduce(0) { $0 + Int(rectangles[$1].width) * Int(rectangles[$1].height) }
    }

    /// Drops damage reported so far (before a measured input).
    private func discardDamage() {
        XSync(display, 0)
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
        }
        if damage != 0 { XDamageSubtract(display, damage, 0, 0) }
        XSync(display, 0)
    }

    /// CLOCK_MONOTONIC in microseconds (the clock `g_get_monotonic_time` reads).
    public static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000
    }
}
