import Dispatch
import Synchronization

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
    private let waiting = Mutex<[String: Job]>([:])

    /// A saver with its own serial queue.
    public init() {}

    /// Queues `write` under `key`. A save of the same key that has not started yet is superseded:
    /// it never runs and its completion is not called (the newer one reports for both).
    public func submit(_ key: String, write: @escaping @Sendable () throws -> Void,
                       completion: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        waiting.withLock { $0[key] = Job(write: write, completion: completion) }
        queue.async { [self] in
            guard let job = waiting.withLock({ $0.removeValue(forKey: key) }) else { return } // a later block ran it
            job.completion(Result { try job.write() })
        }
    }

    /// Blocks until every submitted save has run (quit: the last save must reach the disk).
    public func waitUntilIdle() {
        queue.sync {}
    }
}
