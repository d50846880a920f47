import Dispatch
import FoundationEssentials
import Glibc
import Gtk
import Localization
import StateStorage
import TabModel

/// Saves and restores the session and the Notes draft, without the main thread waiting on the
/// disk: a change schedules a save (debounced); the window's state is captured on the main thread
/// and written by a `BackgroundSaver` (temp file, fsync, rename, fsync of the folder); the
/// outcome comes back to the main loop. A failed save keeps the text in memory, is reported
/// through `onProblem` and is retried (`SaveRetryPolicy`) until it succeeds.
///
/// The state folder is locked (`StateLock`). An instance that cannot take the lock (another one
/// runs without a shared D-Bus) restores the session read-only, never writes it nor touches its
/// temporary files, and saves its notes to a file of its own, which `onProblem` names.
@MainActor
final class SessionController {
    typealias Snapshot = SessionSnapshot<String, AppRoute>

    let store: StateStore
    /// Where this instance saves the Notes draft.
    let draftStore: TextFileStore
    /// The shared draft file (read at start, written only by the lock holder).
    private let sharedDraft: TextFileStore
    private let lock: StateLock?
    /// The window's session; set once the window exists (saves before that write nothing).
    var capture: (@MainActor () -> Snapshot)?
    /// The Notes text as it is now.
    var captureDraft: (@MainActor () -> String)?
    /// Called with a message for the window when saving has a problem, nil when it is over.
    var onProblem: (@MainActor (String?) -> Void)?
    private let saver = BackgroundSaver()
    private var pending: UInt32 = 0
    private var retry: UInt32 = 0
    private var failures: [String: Int] = [:]
    private var draftDirty = false
    /// Milliseconds between a change and its save.
    static let debounce: UInt32 = 400
    /// Number of saves written (tests, benchmark).
    private(set) var saveCount = 0

    /// A controller for the state folder `folder` (`StateStore.directory`); takes its lock.
    init(folder: URL) {
        lock = StateLock.acquire(folder: folder)
        store = StateStore(fileURL: folder.appendingPathComponent("state.json"))
        sharedDraft = TextFileStore(fileURL: folder.appendingPathComponent("notes.txt"))
        if lock != nil {
            draftStore = sharedDraft
        } else {
            let stamp = Int(Date().timeIntervalSince1970)
            draftStore = TextFileStore(fileURL: folder.appendingPathComponent("notes-\(stamp)-\(getpid()).txt"))
        }
    }

    /// Whether a save failed and has not succeeded since.
    var hasFailures: Bool { !failures.isEmpty }

    /// Whether this instance owns the state folder.
    var ownsState: Bool { lock != nil }

    /// Loads the saved session and draft (start-up, before the first frame): warnings are
    /// logged; a bad file is kept aside by the store. A draft saved inside an older session file
    /// (`notes.draft`) is used when there is no draft file yet.
    func load() -> (snapshot: Snapshot?, draft: String, warnings: [String]) {
        if ownsState {
            store.removeStaleTemporaryFiles()
            sharedDraft.removeStaleTemporaryFiles()
        }
        let result = store.load(Snapshot.self, readOnly: !ownsState)
        let draft = sharedDraft.load(readOnly: !ownsState)
        let warnings = result.warnings + draft.warnings
        for warning in warnings { AppLog.warning(warning) }
        if !ownsState {
            AppLog.warning("Another instance holds \(store.fileURL.deletingLastPathComponent().path); notes are saved to \(draftStore.fileURL.path)")
            onProblem?(notice(for: nil))
        }
        return (result.snapshot, draft.text ?? result.snapshot?.extras["notes.draft"] ?? "", warnings)
    }

    /// Saves soon (debounced); `draftChanged` marks the Notes text as changed.
    func scheduleSave(draftChanged: Bool = false) {
        if draftChanged { draftDirty = true }
        guard pending == 0 else { return }
        pending = MainLoop.timeout(milliseconds: Self.debounce) { [weak self] in
            self?.pending = 0
            self?.saveNow()
            return false
        }
    }

    /// Hands the current state to the saver at once; the main thread does not wait.
    func saveNow() {
        if pending != 0 {
            MainLoop.remove(pending)
            pending = 0
        }
        if ownsState, let capture {
            do {
                let data = try StateStore.encode(capture())
                let store = self.store
                submit("session") { try store.save(encoded: data) }
            } catch {
                AppLog.warning("The session could not be encoded: \(error)")
            }
        }
        if draftDirty, let captureDraft {
            draftDirty = false
            let text = captureDraft()
            let drafts = draftStore
            submit("draft") { try drafts.save(text) }
        }
    }

    /// Saves and waits for the disk (quit: the last save must land before the process ends).
    func saveAndWait() {
        saveNow()
        saver.waitUntilIdle()
    }

    private func submit(_ key: String, _ write: @escaping @Sendable () throws -> Void) {
        saver.submit(key, write: write) { [weak self] result in
            if case .failure(let error) = result { AppLog.warning("Saving the \(key) failed: \(error)") }
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.finished(key, result) } }
        }
    }

    private func finished(_ key: String, _ result: Result<Void, any Error>) {
        switch result {
        case .success:
            saveCount += 1
            failures[key] = nil
            AppLog.debug("\(key) saved")
            if failures.isEmpty { onProblem?(ownsState ? nil : notice(for: nil)) }
        case .failure(let error):
            let count = (failures[key] ?? 0) + 1
            failures[key] = count
            if key == "draft" { draftDirty = true }
            let delay = SaveRetryPolicy.delay(afterFailures: count)
            onProblem?(notice(for: (key, error, delay)))
            if retry != 0 { MainLoop.remove(retry) }
            retry = MainLoop.timeout(milliseconds: UInt32(delay * 1000)) { [weak self] in
                self?.retry = 0
                self?.saveNow()
                return false
            }
        }
    }

    /// Tries a failed save again now (the banner's button).
    func retryNow() {
        if retry != 0 { MainLoop.remove(retry) }
        retry = 0
        saveNow()
    }

    /// The banner text: a failed save, else (for a second instance) where its notes go.
    private func notice(for failure: (key: String, error: any Error, delay: Int)?) -> String {
        guard let failure else {
            return localized(
                "Another FloatingTabs window is using the saved session, so this one does not change it. Notes typed here are saved to {path}.",
                ["path": draftStore.fileURL.path])
        }
        let message =
            failure.key == "draft"
            ? localized("Your notes could not be saved: {reason} They are kept in this window; saving is tried again in {seconds} s.")
            : localized("The session could not be saved: {reason} Saving is tried again in {seconds} s.")
        return filling(message, ["reason": "\(failure.error)", "seconds": String(failure.delay)])
    }

    isolated deinit {
        if pending != 0 { MainLoop.remove(pending) }
        if retry != 0 { MainLoop.remove(retry) }
    }
}
