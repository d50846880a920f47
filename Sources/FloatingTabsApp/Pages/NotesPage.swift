import CGtk
import Gtk
import Localization

/// The Notes tab: a scratch editor; `onChange` runs on every edit (the session saves debounced).
@MainActor
final class NotesPage {
    let root = ScrolledWindow()
    let editor = TextView()

    init(draft: String, bottomInset: Int32, onChange: @escaping @MainActor (String) -> Void) {
        editor.text = draft
        editor.setStyleClass("notes-editor")
        editor.setAccessibleLabel(localized("Notes"))
        gtk_text_view_set_left_margin(editor.ptr(), 16)
        gtk_text_view_set_right_margin(editor.ptr(), 16)
        gtk_text_view_set_top_margin(editor.ptr(), 12)
        gtk_text_view_set_bottom_margin(editor.ptr(), bottomInset)
        root.setChild(editor)
        root.disableHorizontalScrolling()
        root.expand(horizontal: true, vertical: true)
        editor.onChanged { [unowned editor] in onChange(editor.text) }
    }
}
