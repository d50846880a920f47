import FileBrowsing
import FoundationEssentials
import Localization
import StateStorage
import TabModel

/// The window's session: what a start restores (size, settings, pinned folders, the tabs'
/// arrangement, paths, scroll positions, the draft) and what a save captures.
extension MainWindow {
    func restore() {
        let (loaded, savedDraft, warnings) = session.load()
        var notices = warnings.isEmpty ? [] : [localized("Your last session could not be restored in full; what could be read was kept.")]
        let width = Int32(loaded?.extras["window.width"] ?? "") ?? 960
        let height = Int32(loaded?.extras["window.height"] ?? "") ?? 680
        window.setDefaultSize(width: max(360, min(width, 16_384)), height: max(400, min(height, 16_384)))
        if loaded?.extras["window.maximized"] == "true" { window.isMaximized = true }
        if let json = loaded?.extras["settings"] { settings = AppSettings.decoding(json) }
        apply(settings)
        pages.draft = savedDraft
        tabView.searchText = loaded?.extras["search.query"] ?? ""
        defer { pages.restoreNotice.text = notices.joined(separator: " ") }
        // The pinned folders, the tabs' order and hidden tabs are the user's arrangement, kept
        // even without session restore.
        restorePinned(from: loaded?.extras["pinned"])
        if let loaded { selection.arrange(order: loaded.tabOrder, hidden: loaded.hiddenTabs) }
        guard let loaded, settings.restoreSession else { return }
        // Tabs and depth are checked here; whether the folders still exist is checked off the
        // main thread (a dead network mount must not freeze start-up), then the paths are trimmed.
        let validTabs = Set(selection.arrangedTabs.map(\.id))
        let (usable, dropped) = loaded.sanitized(validTabs: validTabs) { _, _ in true }
        if !dropped.isEmpty {
            for line in dropped { AppLog.warning(line) }
            notices.append(localized("Some folders from your last session could not be restored."))
        }
        // Before the paths: restoring them builds the pages that take these.
        pages.pendingScroll = (loaded.extras["scroll"].flatMap { ShallowJSON.decoded([String: Double].self, from: $0) } ?? [:])
            .filter { $0.value.isFinite && $0.value > 0 }
        usable.restore(into: selection, navigation: navigation)
        AppLog.debug(
            "restored \(selection.selectedID ?? "-"): "
                + usable.paths.map { entry in
                    "\(entry.tab) > " + entry.routes.map(\.logDescription).joined(separator: " > ")
                }.joined(separator: "; "))
        tabView.jumpToSelection()
        checkRestoredRoutes(usable, validTabs: validTabs)
    }

    /// Trims each restored path before its first route that no longer exists (the snapshot's own
    /// `sanitized`, run on a thread of its own), unless the user has navigated that tab since.
    private func checkRestoredRoutes(_ restored: SessionController.Snapshot, validTabs: Set<String>) {
        guard !restored.paths.isEmpty else { return }
        BlockingWork.start(
            "restore-check",
            { _ in
                restored.sanitized(validTabs: validTabs) { _, route in route.exists }
            },
            then: { [weak self] checked, warnings in
                guard let self else { return }
                for line in warnings { AppLog.warning(line) }
                var trimmed = false
                for entry in restored.paths where self.navigation.path(for: entry.tab) == entry.routes {
                    let existing = checked.routes(for: entry.tab)
                    guard existing != entry.routes else { continue }
                    self.navigation.replace(entry.tab, with: existing)
                    trimmed = true
                }
                guard trimmed else { return }
                self.pages.restoreNotice.text = localized("Some folders from your last session no longer exist; showing the nearest one that does.")
                self.pages.restoreNotice.isVisible = true
            })
    }

    func snapshot() -> SessionController.Snapshot {
        var extras: [String: String] = [:]
        if let json = try? JSONEncoder().encode(settings) { extras["settings"] = String(decoding: json, as: UTF8.self) }
        let size = window.defaultSize
        extras["window.width"] = String(size.width)
        extras["window.height"] = String(size.height)
        extras["window.maximized"] = window.isMaximized ? "true" : "false"
        extras["pinned"] = pinnedRecord
        extras["search.query"] = tabView.searchText
        // Each tab's top page's scroll position (the levels below keep theirs only while running).
        let offsets = pages.stacks.reduce(into: [String: Double]()) { offsets, entry in
            if let offset = entry.value.topPageScrollOffset, offset > 0 { offsets[entry.key.id] = offset.rounded() }
        }
        if let json = try? JSONEncoder().encode(offsets) { extras["scroll"] = String(decoding: json, as: UTF8.self) }
        return SessionSnapshot(selection: selection, navigation: navigation, extras: extras)
    }
}
