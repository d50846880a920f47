import Gtk
import Localization

/// The Notes tab: a scratch editor; `onChange` runs on every edit (the session saves debounced
/// and reads `text` then, so a keystroke in a long note never copies the whole note).
///
/// GTK type `FloatingTabsNotesPage`, CSS node `notespage`; the scrolled editor fills it.
@MainActor
final class NotesPage: CustomWidget, BarClearing {
    let scroller = ScrolledWindow()
    let editor = TextView()

    init(draft: String, bottomInset: Int32, onChange: @escaping @MainActor () -> Void) {
        self.bottomInset = bottomInset
        super.init(type: notesPageType)
        editor.text = draft
        editor.setStyleClass("notes-editor")
        editor.setAccessibleLabel(localized("Notes"))
        editor.setTextMargins(left: 16, right: 16, top: 12, bottom: bottomInset)
        scroller.setChild(editor)
        scroller.disableHorizontalScrolling()
        scroller.expand(horizontal: true, vertical: true)
        addChild(scroller)
        editor.onChanged { onChange() }
    }

    /// Room under the note's last line for the floating bar.
    var bottomInset: Int32 { didSet { editor.setTextMargins(bottom: bottomInset) } }

    /// The note as it is now.
    var text: String { editor.text }
}

/// The notes page's GTK type.
@MainActor let notesPageType = WidgetType(name: "FloatingTabsNotesPage", cssName: "notespage", layout: .bin)
