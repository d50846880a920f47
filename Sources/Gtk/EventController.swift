import CGtk

/// Wraps `GtkEventController`, the base of every input controller.
///
/// Ownership: constructors return a full, non-floating reference that the wrapper adopts;
/// `Widget.addController` gives GTK a second reference of its own.
@MainActor
open class EventController: Object {
    /// When the controller sees events relative to its widget's children.
    public enum Phase {
        /// Before the event reaches the target child (parents first).
        case capture
        /// After the target (children first) — the default.
        case bubble
        /// Only when the event targets the widget itself.
        case target
    }

    /// The propagation phase in which this controller handles events.
    public var phase: Phase {
        get {
            switch gtk_event_controller_get_propagation_phase(ptr()) {
            case GTK_PHASE_CAPTURE: return .capture
            case GTK_PHASE_TARGET: return .target
            default: return .bubble
            }
        }
        set {
            let value: GtkPropagationPhase =
                switch newValue {
                case .capture: GTK_PHASE_CAPTURE
                case .bubble: GTK_PHASE_BUBBLE
                case .target: GTK_PHASE_TARGET
                }
            gtk_event_controller_set_propagation_phase(ptr(), value)
        }
    }

    /// Where the event being handled right now comes from, if there is one (there is none while a
    /// signal is emitted by code, e.g. in tests).
    public var currentInputSource: InputSource? {
        guard let event = gtk_event_controller_get_current_event(ptr()),
            let device = gdk_event_get_device(event)
        else { return nil }
        return InputSource(gdk_device_get_source(device))
    }
}
