/// One level above a navigation stack's root: its route, and its page's host once it has been
/// on top (a restored deep path builds only its top).
@MainActor
final class NavigationLevel<Route> {
    let route: Route
    var host: NavigationLevelHost?

    init(route: Route) { self.route = route }
}
