/// Everything needed to bring the window back as it was: the selected tab, every tab's
/// navigation path, and free-form extras (a draft text, settings, window size).
public struct SessionSnapshot<TabID: Codable & Hashable, Route: Codable & Hashable>: Codable, Equatable {
    /// The schema this build writes and reads.
    public static var currentVersion: Int { 1 }

    /// One tab's saved path.
    public struct TabPath: Codable, Equatable {
        /// The tab.
        public var tab: TabID
        /// Its routes, bottom first.
        public var routes: [Route]

        /// Creates an entry.
        public init(tab: TabID, routes: [Route]) {
            self.tab = tab
            self.routes = routes
        }
    }

    /// Schema version of the data.
    public var version: Int
    /// The selected tab, if any.
    public var selectedTab: TabID?
    /// Non-empty paths, one entry per tab.
    public var paths: [TabPath]
    /// Per-page extras, e.g. `"notes.draft"`.
    public var extras: [String: String]

    /// Creates a snapshot of the current schema version.
    public init(selectedTab: TabID? = nil, paths: [TabPath] = [], extras: [String: String] = [:]) {
        self.version = Self.currentVersion
        self.selectedTab = selectedTab
        self.paths = paths
        self.extras = extras
    }

    /// The saved routes of `tab` (empty when none).
    public func routes(for tab: TabID) -> [Route] { paths.first { $0.tab == tab }?.routes ?? [] }

    /// Keeps only what can be used now: the selected tab must exist (else nil), paths of unknown
    /// tabs are dropped, and each path is cut before its first route `isValid` rejects. Returns the
    /// usable snapshot and one warning per thing dropped.
    public func sanitized(validTabs: Set<TabID>, isValid: (TabID, Route) -> Bool) -> (SessionSnapshot, [String]) {
        var result = self
        var warnings: [String] = []
        if let selected = selectedTab, !validTabs.contains(selected) {
            warnings.append("The saved tab “\(selected)” no longer exists; showing the first tab.")
            result.selectedTab = nil
        }
        result.paths = []
        var seen = Set<TabID>()
        for entry in paths {
            guard validTabs.contains(entry.tab) else {
                warnings.append("Dropped the saved path of unknown tab “\(entry.tab)”.")
                continue
            }
            guard seen.insert(entry.tab).inserted else {
                warnings.append("Ignored a second saved path for tab “\(entry.tab)”.")
                continue
            }
            let usable = Array(entry.routes.prefix { isValid(entry.tab, $0) })
            if usable.count < entry.routes.count {
                warnings.append("Trimmed the saved path of tab “\(entry.tab)” to \(usable.count) of \(entry.routes.count) levels.")
            }
            if !usable.isEmpty { result.paths.append(TabPath(tab: entry.tab, routes: usable)) }
        }
        return (result, warnings)
    }
}

extension SessionSnapshot {
    /// Captures a selection model and navigation store.
    public init<Tab: TabItem>(selection: TabSelection<Tab>, navigation: NavigationStore<TabID, Route>, extras: [String: String] = [:]) where Tab.ID == TabID {
        let paths = selection.tabs.compactMap { tab -> TabPath? in
            let routes = navigation.path(for: tab.id)
            return routes.isEmpty ? nil : TabPath(tab: tab.id, routes: routes)
        }
        self.init(selectedTab: selection.selectedID, paths: paths, extras: extras)
    }

    /// Applies the snapshot to the models with reason `.restore` (unknown tabs are ignored; call
    /// `sanitized` first to get warnings).
    public func restore<Tab: TabItem>(into selection: TabSelection<Tab>, navigation: NavigationStore<TabID, Route>) where Tab.ID == TabID {
        for tab in selection.tabs { navigation.replace(tab.id, with: routes(for: tab.id)) }
        if let selectedTab, selection.index(of: selectedTab) != nil {
            try? selection.select(selectedTab, reason: .restore)
        }
    }
}
