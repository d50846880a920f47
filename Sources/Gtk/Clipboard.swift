import CGtk

@MainActor
extension Widget {
    /// Puts `text` on the clipboard of the widget's display (`gdk_clipboard_set_text`); the
    /// display keeps it for other apps to paste.
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
    }
}
