/// One navigation path per tab: the routes pushed on top of the tab's root page, and the routes
/// that going back left behind (forward history, as in a browser or GNOME Files).
///
/// A tab's path only ever changes through calls that name that tab, so hidden tabs keep theirs
/// untouched. An empty path means the tab shows its root. Popping moves the popped routes onto the
/// tab's forward history (nearest first); `forward` re-pushes the nearest one; a push of anything
/// else and `replace` clear it.
public final class NavigationStore<TabID: Hashable, Route: Codable & Hashable> {
    private var paths: [TabID: [Route]] = [:]
    private var forwards: [TabID: [Route]] = [:] // nearest last
    private let observers = ObserverList<NavigationEvent<TabID, Route>>()

    /// Creates a store with every path empty.
    public init() {}

    /// The routes above `tab`'s root, bottom first.
    public func path(for tab: TabID) -> [Route] { paths[tab] ?? [] }

    /// Number of routes above the root (0 at the root).
    public func depth(of tab: TabID) -> Int { paths[tab]?.count ?? 0 }

    /// The top route, or nil at the root.
    public func top(of tab: TabID) -> Route? { paths[tab]?.last }

    /// The routes `forward` would re-open, nearest first.
    public func forwardHistory(of tab: TabID) -> [Route] { (forwards[tab] ?? []).reversed() }

    /// Whether `forward` would do something.
    public func canGoForward(_ tab: TabID) -> Bool { !(forwards[tab] ?? []).isEmpty }

    /// Calls `body` for every change until the token is cancelled or released.
    public func observe(_ body: @escaping (NavigationEvent<TabID, Route>) -> Void) -> ObservationToken { observers.add(body) }

    /// Pushes `route` on `tab` and clears the tab's forward history.
    public func push(_ route: Route, on tab: TabID) {
        forwards[tab] = nil
        let old = path(for: tab)
        set(old + [route], for: tab, kind: .push, old: old)
    }

    /// Re-opens the route the last pop left; returns it, or nil (a no-op) without forward history.
    @discardableResult
    public func forward(_ tab: TabID) -> Route? {
        guard let route = forwards[tab]?.popLast() else { return nil }
        if forwards[tab]?.isEmpty == true { forwards[tab] = nil }
        let old = path(for: tab)
        set(old + [route], for: tab, kind: .forward, old: old)
        return route
    }

    /// Pops the top route of `tab`; returns it, or nil (a no-op) at the root.
    @discardableResult
    public func pop(_ tab: TabID) -> Route? {
        let old = path(for: tab)
        guard let last = old.last else { return nil }
        set(Array(old.dropLast()), for: tab, kind: .pop, old: old)
        return last
    }

    /// Pops `tab` to its root; returns whether anything was popped.
    @discardableResult
    public func popToRoot(_ tab: TabID) -> Bool {
        let old = path(for: tab)
        guard !old.isEmpty else { return false }
        set([], for: tab, kind: .pop, old: old)
        return true
    }

    /// Pops `tab` down to `depth` routes (no-op if already that shallow).
    public func pop(_ tab: TabID, toDepth depth: Int) {
        let old = path(for: tab)
        guard depth >= 0, depth < old.count else { return }
        set(Array(old.prefix(depth)), for: tab, kind: .pop, old: old)
    }

    /// Replaces `tab`'s whole path (no event if unchanged).
    public func replace(_ tab: TabID, with routes: [Route]) {
        let old = path(for: tab)
        guard old != routes else { return }
        forwards[tab] = nil
        set(routes, for: tab, kind: .replace, old: old)
    }

    private func set(_ routes: [Route], for tab: TabID, kind: NavigationEvent<TabID, Route>.Kind, old: [Route]) {
        if kind == .pop { forwards[tab, default: []].append(contentsOf: old[routes.count...].reversed()) }
        paths[tab] = routes.isEmpty ? nil : routes
        observers.send(NavigationEvent(tab: tab, kind: kind, old: old, new: routes))
    }
}
