import Gtk
import Localization

/// Breadcrumbs over a folder of the Files tab: "Home › Documents › Reports", one button per level
/// of the tab's stack up to the folder shown (the folder itself is plain text). A button takes
/// the stack back to its level (`onSelect` with that level's depth: 0 is Home).
///
/// The crumbs take no keyboard focus: a pushed level gives the focus to its first focusable
/// widget, and that must be the folder's list (arrows and Enter act on the rows). Keyboard users
/// go back a level with Alt+← or Escape; screen readers activate the crumbs as buttons.
///
/// GTK type `FloatingTabsPathBar`, CSS node `pathbar`.
@MainActor
final class PathBar: CustomWidget {
    /// `names`: Home's, then each level's, the last one being the folder shown.
    init(names: [String], onSelect: @escaping @MainActor (_ depth: Int) -> Void) {
        super.init(type: pathBarType)
        setSpacing(2)
        setStyleClass("path-bar")
        setAccessibleLabel(localized("Location"))
        setMargins(top: 6, bottom: 2, start: 12, end: 12)
        for (depth, name) in names.enumerated() {
            if depth > 0 {
                let separator = Image(iconName: "go-next-symbolic") // mirrored right to left
                separator.setStyleClass("dim-label")
                addChild(separator)
            }
            if depth == names.count - 1 {
                let current = Label(name)
                current.setStyleClass("path-bar-current")
                current.setMargins(start: 6, end: 6)
                addChild(current)
            } else {
                let button = Button(label: name)
                button.setStyleClass("flat")
                button.isFocusable = false
                button.onClicked { onSelect(depth) }
                addChild(button)
            }
        }
    }
}

/// The path bar's GTK type.
@MainActor let pathBarType = WidgetType(name: "FloatingTabsPathBar", cssName: "pathbar", layout: .row)
