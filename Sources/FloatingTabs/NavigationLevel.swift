/// One level above a navigation stack's root: its route, and its page and the page's host once
/// it has been on top (a restored deep path builds only its top).
@MainActor
final class NavigationLevel<Route> {
    let route: Route
    var host: RetainedPage?
    var page: NavigationPage?

    init(route: Route) { self.route = route }
}
