import CGtk

/// Wraps `GtkEventControllerFocus`: keyboard focus entering or leaving a widget's subtree.
@MainActor
public final class FocusController: EventController {
    /// Creates the controller.
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_focus_new()))
    }

    /// Runs `body` when the focus moves into the widget or one of its descendants.
    @discardableResult
    public func onEnter(_ body: @escaping @MainActor () -> Void) -> SignalToken { connect("enter", body) }
}
