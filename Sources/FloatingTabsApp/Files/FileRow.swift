import FileBrowsing
import FoundationEssentials
import Glibc
import Gtk

/// A row in a folder or recent list: icon, name, where it is (in Search and Recent), size, modified
/// date (as short as its recency allows: `Formatting.listDate`). Plain text only. The row
/// can be dragged out: it offers its file as a URI and its path as text (to other apps, or to
/// the Notes tab through a spring-loaded tab). A right click or a long press asks for the row's
/// context menu (`onMenu`, with the point in the row's coordinates).
@MainActor
final class FileRow: ListRow {
    let widget: Widget
    private let icon = Image(iconName: "text-x-generic-symbolic")
    let name = Label()
    /// The folder the entry is in, shown only where rows come from many folders (Search, Recent);
    /// `FileRowColumns` gives it its width.
    private let place = Label()
    private let size = Label()
    private let date = Label()
    private let drag = DragSource()
    private let rightClick = ClickGesture(button: 3)
    private let longPress = LongPressGesture(touchOnly: true)
    private(set) var entry: FileEntry?
    /// The folder the row says its entry is in; nil where the list shows none.
    var locationText: String? { place.isVisible ? place.text : nil }
    /// The date the row shows.
    var dateText: String { date.text }

    init(onMenu: @escaping @MainActor (FileRow, Double, Double) -> Void) {
        name.xalign = 0
        name.ellipsizeEnd()
        place.setStyleClass("dim-label")
        place.xalign = 0
        place.ellipsizeStart()
        place.isVisible = false
        size.setStyleClass("dim-label")
        size.setStyleClass("numeric")
        date.setStyleClass("dim-label")
        size.xalign = 1
        date.xalign = 1
        let box = FileRowBox(icon: icon, name: name, place: place, size: size, date: date)
        box.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        box.addController(drag)
        box.addController(rightClick)
        box.addController(longPress)
        widget = box
        rightClick.onPressed { [weak self] _, x, y in if let self { onMenu(self, x, y) } }
        longPress.onPressed { [weak self] x, y in if let self { onMenu(self, x, y) } }
        drag.onPrepare { [weak self] in
            guard let path = self?.entry?.path else { return nil }
            return (path.withCString { Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1)) }, path.description)
        }
    }

    /// Shows `entry`, with `location` (the folder it is in, as the user reads it) when given.
    func show(_ entry: FileEntry, location: String? = nil) {
        icon.iconName = entry.iconName
        name.text = entry.name
        place.isVisible = location != nil
        place.text = location ?? ""
        size.text = entry.opensAsFolder ? "" : Formatting.size(entry.size)
        date.text = Formatting.listDate(entry.modified)
        self.entry = entry
    }
}
