import TabModel

/// A tab type like an app's: stable ids, titles, icons.
struct TestTab: TabItem {
    let id: String
    var title: String { id.capitalized }
    var iconName: String { "\(id)-symbolic" }
    init(_ id: String) { self.id = id }
}

/// A route type like an app's.
enum TestRoute: Codable, Hashable {
    case folder(String)
    case file(String)
}

func tabs(_ ids: String...) -> [TestTab] { ids.map(TestTab.init) }

/// Records every event an observer sees.
final class EventLog<Event> {
    var events: [Event] = []
    var token: ObservationToken?
}
