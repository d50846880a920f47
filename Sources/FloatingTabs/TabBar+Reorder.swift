import Gtk
import TabModel

/// Dragging a tab along the bar (or down the rail) reorders it.
extension TabBar {
    func beginReorder(atX x: Double, y: Double) {
        guard compactIndex == nil, morph == nil else { return }
        let along = kind == .rail ? y : x
        dragged = strip.index(atX: along, offset: scrollOffset, rightToLeft: kind == .bar && isRightToLeft).map { ($0, along, false) }
    }

    /// Follows a press on a tab: once it moves along the bar past the threshold the gesture is the
    /// bar's (the tab's click is cancelled) and the tab takes the place under the pointer.
    func reorder(dx: Double, dy: Double) {
        guard var drag = dragged else { return }
        if !drag.claimed {
            guard abs(dx) >= Self.reorderThreshold || abs(dy) >= Self.reorderThreshold else { return }
            guard kind == .rail ? abs(dy) > abs(dx) : abs(dx) > abs(dy) else {
                reorderDrag.deny()
                dragged = nil
                return
            }
            reorderDrag.claim()
            drag.claimed = true
        }
        let moved = kind == .rail ? dy : dx
        if let target = strip.index(atX: drag.startX + moved, offset: scrollOffset, rightToLeft: kind == .bar && isRightToLeft), target != drag.index {
            onReorder?(drag.index, target)
            drag.index = target
        }
        dragged = drag
    }
}
