/// One navigation path per tab: the routes pushed on top of the tab's root page.
///
/// A tab's path only ever changes through calls that name that tab, so hidden tabs keep theirs
/// untouched. An empty path means the tab shows its root.
public final class NavigationStore<TabID: Hashable, Route: Codable & Hashable> {
    private var paths: [TabID: [Route]] = [:]
    private let observers = ObserverList<NavigationEvent<TabID, Route>>()

    /// Creates a store with every path empty.
    public init() {}

    /// The routes above `tab`'s root, bottom first.
    public func path(for tab: TabID) -> [Route] { paths[tab] ?? [] }

    /// Number of routes above the root (0 at the root).
    public func depth(of tab: TabID) -> Int { paths[tab]?.count ?? 0 }

    /// The top route, or nil at the root.
    public func top(of tab: TabID) -> Route? { paths[tab]?.last }

    /// Calls `body` for every change until the token is cancelled or released.
    public func observe(_ body: @escaping (NavigationEvent<TabID, Route>) -> Void) -> ObservationToken { observers.add(body) }

    /// Pushes `route` on `tab`.
    public func push(_ route: Route, on tab: TabID) {
        let old = path(for: tab)
        set(old + [route], for: tab, kind: .push, old: old)
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
        set(routes, for: tab, kind: .replace, old: old)
    }

    private func set(_ routes: [Route], for tab: TabID, kind: NavigationEvent<TabID, Route>.Kind, old: [Route]) {
        paths[tab] = routes.isEmpty ? nil : routes
        observers.send(NavigationEvent(tab: tab, kind: kind, old: old, new: routes))
    }
}
