/// Requests the models refuse, with a message fit for a log or a developer.
public enum TabModelError: Error, Equatable, CustomStringConvertible {
    /// No tab has this id.
    case unknownTab(String)
    /// The index is outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int)
    /// The operation needs at least one tab.
    case noTabs
    /// Two tabs would share this id.
    case duplicateID(String)
    /// The only tab shown cannot be hidden.
    case lastShownTab(String)
    /// A second tab with the search role (this one); there can be one.
    case secondSearchTab(String)

    public var description: String {
        switch self {
        case .unknownTab(let id): "No tab with id “\(id)”."
        case .indexOutOfRange(let index, let count): "Tab index \(index) is out of range (there are \(count) tabs)."
        case .noTabs: "There are no tabs."
        case .duplicateID(let id): "Two tabs have the id “\(id)”; ids must be unique."
        case .lastShownTab(let id): "The tab “\(id)” is the only one shown; it cannot be hidden."
        case .secondSearchTab(let id): "The tab “\(id)” would be a second search tab; there can be one."
        }
    }
}
