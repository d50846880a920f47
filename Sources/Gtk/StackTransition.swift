import CGtk

/// How a `Stack` animates from one page to the next (`GtkStackTransitionType`).
public enum StackTransition: Sendable {
    /// No animation.
    case none
    /// The new page slides in from the right (push, left-to-right).
    case slideLeft
    /// The new page slides in from the left (pop, left-to-right).
    case slideRight
    /// Slides left or right by the pages' order.
    case slideLeftRight

    var gtk: GtkStackTransitionType {
        switch self {
        case .none: GTK_STACK_TRANSITION_TYPE_NONE
        case .slideLeft: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .slideRight: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
        }
    }
}
