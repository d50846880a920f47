/// Everything needed to bring the window back as it was: the selected tab, every tab's
/// navigation path, and free-form extras (a draft text, settings, window size).
public struct SessionSnapshot<TabID: Codable & Hashable, Route: Codable & Hashable>: Codable, Equatable {
    /// The schema this build writes. Files of other versions are read as far as they can be:
    /// unknown fields are ignored, missing ones defaulted, parts of the wrong shape dropped.
    public static var currentVersion: Int { 1 }

    /// The deepest saved path restored (deeper levels are dropped with a warning).
    public static var maximumDepth: Int { 64 }

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

        /// The tab must decode; routes are kept up to the first one that does not.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tab = try container.decode(TabID.self, forKey: .tab)
            let all = (try? container.decodeIfPresent([Lenient<Route>].self, forKey: .routes)) ?? nil ?? []
            routes = Array(all.prefix { $0.value != nil }.compactMap(\.value))
            if routes.count < all.count { DecodingIssues.of(decoder)?.drop("a route of tab \(tab)") }
        }

        private enum CodingKeys: String, CodingKey { case tab, routes }
    }

    /// Schema version of the data.
    public var version: Int
    /// The selected tab, if any.
    public var selectedTab: TabID?
    /// Non-empty paths, one entry per tab.
    public var paths: [TabPath]
    /// Per-page extras, e.g. `"notes.draft"`.
    public var extras: [String: String]
    /// Every tab in the user's order (empty: the app's own order).
    public var tabOrder: [TabID]
    /// The tabs the user hid.
    public var hiddenTabs: [TabID]

    private enum CodingKeys: String, CodingKey { case version, selectedTab, paths, extras, tabOrder, hiddenTabs }

    /// Reads as much as the data holds (see `currentVersion`); only data that is not a JSON object
    /// at the top fails. Every part dropped is reported to the decoder's `DecodingIssues`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let issues = DecodingIssues.of(decoder)
        func field<T: Decodable>(_ type: T.Type, _ key: CodingKeys) -> T? {
            do { return try container.decodeIfPresent(type, forKey: key) } catch {
                issues?.drop(key.stringValue)
                return nil
            }
        }
        version = field(Int.self, .version) ?? Self.currentVersion
        selectedTab = field(TabID.self, .selectedTab)
        let paths = field([Lenient<TabPath>].self, .paths) ?? []
        self.paths = paths.compactMap(\.value)
        if self.paths.count < paths.count { issues?.drop("\(paths.count - self.paths.count) saved paths") }
        let extras = field([String: Lenient<String>].self, .extras) ?? [:]
        self.extras = extras.compactMapValues(\.value)
        for key in extras.keys.sorted() where extras[key]?.value == nil { issues?.drop("extras.\(key)") }
        func ids(_ key: CodingKeys) -> [TabID] {
            let all = field([Lenient<TabID>].self, key) ?? []
            let kept = all.compactMap(\.value)
            if kept.count < all.count { issues?.drop("\(all.count - kept.count) of \(key.stringValue)") }
            return kept
        }
        tabOrder = ids(.tabOrder)
        hiddenTabs = ids(.hiddenTabs)
    }

    /// Creates a snapshot of the current schema version.
    public init(selectedTab: TabID? = nil, paths: [TabPath] = [], extras: [String: String] = [:], tabOrder: [TabID] = [], hiddenTabs: [TabID] = []) {
        self.version = Self.currentVersion
        self.selectedTab = selectedTab
        self.paths = paths
        self.extras = extras
        self.tabOrder = tabOrder
        self.hiddenTabs = hiddenTabs
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
            if entry.routes.count > Self.maximumDepth {
                warnings.append("Cut the saved path of tab “\(entry.tab)” from \(entry.routes.count) to \(Self.maximumDepth) levels.")
            }
            let usable = Array(entry.routes.prefix(Self.maximumDepth).prefix { isValid(entry.tab, $0) })
            if usable.count < min(entry.routes.count, Self.maximumDepth) {
                warnings.append("Trimmed the saved path of tab “\(entry.tab)” to \(usable.count) of \(min(entry.routes.count, Self.maximumDepth)) levels.")
            }
            if !usable.isEmpty { result.paths.append(TabPath(tab: entry.tab, routes: usable)) }
        }
        return (result, warnings)
    }
}

extension SessionSnapshot {
    /// Captures a selection model (selection, order, hidden tabs) and navigation store.
    public init<Tab: TabItem>(selection: TabSelection<Tab>, navigation: NavigationStore<TabID, Route>, extras: [String: String] = [:]) where Tab.ID == TabID {
        let paths = selection.arrangedTabs.compactMap { tab -> TabPath? in
            let routes = navigation.path(for: tab.id)
            return routes.isEmpty ? nil : TabPath(tab: tab.id, routes: routes)
        }
        self.init(
            selectedTab: selection.selectedID, paths: paths, extras: extras,
            tabOrder: selection.arrangedTabs.map(\.id), hiddenTabs: selection.arrangedTabs.map(\.id).filter(selection.isHidden))
    }

    /// Applies the snapshot to the models with reason `.restore` (unknown tabs are ignored; call
    /// `sanitized` first to get warnings): order and hidden tabs, paths, then the selection.
    public func restore<Tab: TabItem>(into selection: TabSelection<Tab>, navigation: NavigationStore<TabID, Route>) where Tab.ID == TabID {
        selection.arrange(order: tabOrder, hidden: hiddenTabs)
        for tab in selection.arrangedTabs { navigation.replace(tab.id, with: routes(for: tab.id)) }
        if let selectedTab, selection.index(of: selectedTab) != nil {
            try? selection.select(selectedTab, reason: .restore)
        }
    }
}

extension SessionSnapshot: Sendable where TabID: Sendable, Route: Sendable {}
extension SessionSnapshot.TabPath: Sendable where TabID: Sendable, Route: Sendable {}
