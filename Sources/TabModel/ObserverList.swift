/// Registered observers of one event type, called in registration order.
///
/// The list owns the closures; each `ObservationToken` removes its own entry and holds the list
/// weakly, so neither side keeps the other alive.
package final class ObserverList<Event> {
    private var handlers: [(id: Int, body: (Event) -> Void)] = []
    private var nextID = 0

    package init() {}

    /// Registers `body`; the returned token unregisters it.
    package func add(_ body: @escaping (Event) -> Void) -> ObservationToken {
        let id = nextID
        nextID += 1
        handlers.append((id, body))
        return ObservationToken { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }

    /// Delivers `event` to every observer registered when the call starts.
    package func send(_ event: Event) {
        for handler in handlers { handler.body(event) }
    }

    /// Number of registered observers.
    package var count: Int { handlers.count }
}
