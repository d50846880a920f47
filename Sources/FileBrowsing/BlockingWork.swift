import Dispatch
import Synchronization

/// Blocking file-system work (listing, previews, the Recent scan, checking saved paths) on a
/// thread of its own, with the result delivered to the main actor.
///
/// Not on Swift's cooperative pool: that has one thread per core (two here), so one folder on a
/// hung network mount would starve every later listing. Each job gets a serial queue of its own,
/// which libdispatch serves from its overcommitting pool: another thread is started whenever the
/// ones it has are blocked, so a hung mount costs one sleeping thread, not the app.
///
/// Cancellation is checked on the main actor after the hop, so a cancelled job (a newer listing
/// replaced it, its page went away) never delivers, however late it finishes.
public final class BlockingWork: Sendable {
    private let cancelled = Atomic<Bool>(false)

    private init() {}

    /// Whether `cancel()` was called (the work may poll it to stop early).
    public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Stops delivery (and asks the work to stop).
    public func cancel() { cancelled.store(true, ordering: .releasing) }

    /// From the work's thread: hands `value` to `receive` on the main actor, unless the work is
    /// cancelled by then (for work that reports as it goes, such as a search's batches).
    public func send<Value: Sendable>(_ value: Value, to receive: @escaping @MainActor @Sendable (Value) -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard !self.isCancelled else { return }
                receive(value)
            }
        }
    }

    /// Runs `work` on a new thread named `name`, then `deliver` on the main actor unless cancelled.
    @discardableResult
    public static func start<Value: Sendable>(
        _ name: String, _ work: @escaping @Sendable (BlockingWork) -> Value,
        then deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) -> BlockingWork {
        let ticket = BlockingWork()
        // A queue of its own: its work may block (a hung network mount) without holding up
        // another's; libdispatch adds a thread when one blocks.
        DispatchQueue(label: name, qos: .userInitiated).async {
            let value = work(ticket)
            guard !ticket.isCancelled else { return }
            ticket.send(value, to: deliver)
        }
        return ticket
    }
}
