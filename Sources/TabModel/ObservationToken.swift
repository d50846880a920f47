/// Keeps an observer registered. Cancelled by `cancel()` or when the token is released, so an
/// observer that goes away never leaks its closure or receives another event.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops delivery. Idempotent.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Whether the observer is still registered.
    public var isActive: Bool { onCancel != nil }

    deinit { onCancel?() }
}
