import Foundation
import Gtk
import TabModel

/// Saves and restores the session through TabModel's `StateStore`: on quit, and debounced after
/// every change (at most `debounce` ms of typing can be lost to a crash). Writes are atomic.
@MainActor
final class SessionController {
    typealias Snapshot = SessionSnapshot<String, AppRoute>

    let store: StateStore
    /// What to save; set by the window once it exists (saves before that write nothing).
    var capture: (@MainActor () -> Snapshot)?
    private var pending: UInt32 = 0
    /// Milliseconds between a change and its save.
    static let debounce: UInt32 = 400
    /// Number of saves written (tests, benchmark).
    private(set) var saveCount = 0

    init(store: StateStore) { self.store = store }

    /// Loads the saved session: warnings are logged; a bad file is kept aside by the store.
    func load() -> (Snapshot?, [String]) {
        let result = store.load(Snapshot.self)
        for warning in result.warnings { AppLog.warning(warning) }
        return (result.snapshot, result.warnings)
    }

    /// Saves soon (debounced).
    func scheduleSave() {
        guard pending == 0 else { return }
        pending = MainLoop.timeout(milliseconds: Self.debounce) { [weak self] in
            self?.pending = 0
            self?.saveNow()
            return false
        }
    }

    /// Saves at once (quit, window close).
    func saveNow() {
        if pending != 0 {
            MainLoop.remove(pending)
            pending = 0
        }
        guard let capture else { return }
        do {
            try store.save(capture())
            saveCount += 1
            AppLog.debug("session saved")
        } catch {
            AppLog.warning("The session could not be saved: \(error)")
        }
    }
}
