import Dispatch

/// Runs saves on one background thread, in order, so the thread that submits them never waits on
/// the disk. Saves are keyed ("session", "draft"): a save submitted while an older one of the same
/// key is still waiting replaces it (only the newest text matters), so a slow disk never builds a
/// queue. Each save's result is handed to `completion` on the saver's thread.
public final class BackgroundSaver: Sendable {
    /// One save: what to write and what to call with the outcome.
    private struct Job: Sendable {
        let write: @Sendable () throws -> Void
        let completion: @Sendable (Result<Void, any Error>) -> Void
    }

    private let queue = DispatchQueue(label: "io.github.floatingtabs.save", qos: .utility)
    /// Guards `waiting`. A dispatch queue rather than `Synchronization.Mutex`: ThreadSanitizer
    /// does not see the Mutex's futex on Linux and reported its guarded accesses as races.
    private let lock = DispatchQueue(label: "io.github.floatingtabs.save.waiting")
    nonisolated(unsafe) private var waiting: [String: Job] = [:] // only inside `lock.sync`

    /// A saver with its own serial queue.
    public init() {}

    /// Queues `write` under `key`. A save of the same key that has not started yet is superseded:
    /// it never runs and its completion is not called (the newer one reports for both).
    public func submit(
        _ key: String, write: @escaping @Sendable () throws -> Void,
        completion: @escaping @Sendable (Result<Void, any Error>) -> Void
    ) {
        lock.sync { waiting[key] = Job(write: write, completion: completion) }
        queue.async { [self] in
            guard let job = lock.sync(execute: { waiting.removeValue(forKey: key) }) else { return } // a later block ran it
            job.completion(Result { try job.write() })
        }
    }

    /// Blocks until every submitted save has run (quit: the last save must reach the disk).
    public func waitUntilIdle() {
        queue.sync {}
    }
}
