import CGtk

/// Wraps `GtkEventControllerScroll`: wheel and touchpad scrolling.
@MainActor
public final class ScrollController: EventController {
    /// Creates a controller for both axes; `kinetic` adds deceleration after touchpad flicks.
    public init(kinetic: Bool = true) {
        let flags = GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | (kinetic ? GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue : 0)
        super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(rawValue: flags))))
    }

    /// A smooth scroll sequence (touchpad) begins.
    @discardableResult
    public func onBegin(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("scroll-begin", body) }

    /// A scroll delta; return `true` to consume it.
    @discardableResult
    public func onScroll(_ body: @escaping @MainActor (Double, Double) -> Bool) -> SignalToken { connectReturning("scroll", body) }

    /// The smooth scroll sequence ends (fingers lifted).
    @discardableResult
    public func onEnd(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("scroll-end", body) }

    /// Whether the current event is a discrete wheel notch (GdkScrollUnit WHEEL), nil outside events.
    public var currentUnitIsWheel: Bool? {
        guard gtk_event_controller_get_current_event(ptr()) != nil else { return nil }
        return gtk_event_controller_scroll_get_unit(ptr()) == GDK_SCROLL_UNIT_WHEEL
    }
}
