/// A weak reference filled in once its object exists.
///
/// Ownership: a handler that GTK holds must not keep its owner alive (it captures the owner
/// weakly, never `unowned`). When that handler is made while the owner is still initialising a
/// stored property — before `self` may be captured — it captures a `WeakReference` instead, and
/// the owner sets `object` to itself once initialised. The handler then behaves exactly like one
/// capturing `[weak self]`, and the property can be a `let` rather than an implicitly unwrapped
/// optional assigned later.
@MainActor
public final class WeakReference<Object: AnyObject> {
    /// The object, once set; nil again when it has gone.
    public weak var object: Object?

    /// An empty reference, to be set when the object is initialised.
    public init() {}
}
