import Gtk

/// Moves the keyboard focus into a page the tab view has just shown, once the frame that shows
/// the page has been drawn (`FrameDeferral`): the switch reaches the screen without the focus
/// change's restyle and the text field's focus-in work, and the focus lands before the next
/// frame, or before a key typed sooner is handled, so the key still goes into the page.
///
/// The move is given up when the focus went elsewhere in between (the app, the search field or
/// a click moved it) or the page is no longer on screen; another switch replaces it.
@MainActor
final class ShownPageFocus {
    private var pending: FrameDeferral?

    /// Gives `page` the focus (`RetainedPage.takeFocus`) after `view`'s next frame; at once
    /// when the view is not realized.
    func focus(_ page: RetainedPage, after view: Widget) {
        cancel()
        let focusBefore = WeakWidgetPointer()
        focusBefore.widget = view.windowFocus
        pending = FrameDeferral(after: view) { [weak page, weak view] in
            guard let page, let view, page.isMapped else { return }
            // A focus widget finalized in between reads as none, like a focus GTK unset.
            guard view.windowFocus == focusBefore.widget else { return }
            page.takeFocus()
        }
        if pending == nil { page.takeFocus() }
    }

    /// Drops a move still waiting for its frame.
    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
