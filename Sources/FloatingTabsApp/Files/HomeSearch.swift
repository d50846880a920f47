import FileBrowsing
import Gtk

/// The Search tab's search: finds names under the home folder as the user types. Each query
/// walks on a thread of its own (`NameSearch` through `BlockingWork`, like every listing), its
/// hits arrive in batches and are merged into the ranked results here, on the main thread; a new
/// query cancels the walk before it (nothing of it is delivered or kept).
@MainActor
final class HomeSearch {
    /// What the search has found so far.
    struct Progress {
        /// The query searched for; nil when the field is blank.
        var query: NameQuery?
        /// The best results so far, best first.
        var entries: [FileEntry] = []
        /// Whether the walk has finished.
        var isFinished = true
    }

    private let root: RawPath
    private var walk: BlockingWork?
    private var results = SearchResults()
    /// The search now.
    private(set) var progress = Progress()
    /// Called whenever `progress` changes.
    var onChange: @MainActor (Progress) -> Void = { _ in }

    /// Searches under `root`.
    init(root: RawPath) { self.root = root }

    /// Starts a search for `typed` (a blank text stops searching), with hidden names or not.
    /// The results of the query before stay until the new walk's first batch (or its end): the
    /// list's rows are filled again in place rather than emptied and made anew on each keystroke.
    func search(_ typed: String, includeHidden: Bool) {
        walk?.cancel()
        walk = nil
        results = SearchResults()
        let query = NameQuery(typed, collation: .desktop)
        guard let query else {
            progress = Progress(query: nil, entries: [], isFinished: true)
            onChange(progress)
            return
        }
        progress.query = query
        progress.isFinished = false
        let root = root
        walk = BlockingWork.start(
            "search",
            { ticket in
                NameSearch.walk(
                    root, query: query, collation: .desktop, includeHidden: includeHidden, isCancelled: { ticket.isCancelled },
                    found: { batch in ticket.send(batch) { [weak self] batch in self?.add(batch) } })
            },
            then: { [weak self] _ in self?.finish() })
    }

    /// Stops the running walk, if any.
    func cancel() {
        walk?.cancel()
        walk = nil
    }

    private func add(_ batch: [SearchHit]) {
        results.add(batch)
        progress.entries = results.entries
        onChange(progress)
    }

    private func finish() {
        walk = nil
        progress.entries = results.entries // none found: the previous query's go
        progress.isFinished = true
        onChange(progress)
    }

    isolated deinit { walk?.cancel() }
}
