import Gtk

/// A file row's widget: its five columns (icon, name, location, size, date) side by side, as
/// `FileRowColumns` shares the width between them, mirrored right to left.
///
/// GTK type `FloatingTabsFileRow`, CSS node `filerow`.
@MainActor
final class FileRowBox: CustomWidget {
    private let icon: Widget
    private let name: Widget
    private let place: Widget
    private let size: Widget
    private let date: Widget

    init(icon: Widget, name: Widget, place: Widget, size: Widget, date: Widget) {
        (self.icon, self.name, self.place, self.size, self.date) = (icon, name, place, size, date)
        super.init(type: fileRowBoxType)
        for part in [icon, name, place, size, date] { addChild(part) }
    }

    /// The columns for a row `width` px wide.
    private func columns(width: Double) -> FileRowColumns {
        FileRowColumns(
            width: width, icon: Double(icon.measure(horizontal: true).natural), showsPlace: place.isVisible,
            size: Double(size.measure(horizontal: true).natural), date: Double(date.measure(horizontal: true).natural))
    }

    override func measureChildren(horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let parts = [icon, name, place, size, date].filter(\.isVisible)
        guard horizontal else {
            let heights = parts.map { $0.measure(horizontal: false) }
            return (heights.map(\.minimum).max() ?? 0, heights.map(\.natural).max() ?? 0)
        }
        let fixed = columns(width: 0)
        let least = fixed.icon + fixed.size + fixed.date + FileRowColumns.spacing * Double(parts.count - 1)
        let wanted = least + Double(name.measure(horizontal: true).natural) + (place.isVisible ? FileRowColumns.placeWidth : 0)
        return (Int32(least.rounded(.up)), Int32(wanted.rounded(.up)))
    }

    override func allocateChildren(width: Int32, height: Int32) {
        let columns = columns(width: Double(width))
        let widths = [columns.icon, columns.name, columns.place, columns.size, columns.date]
        for (part, (start, columnWidth)) in zip([icon, name, place, size, date], zip(columns.starts, widths)) where part.isVisible {
            _ = part.measure(horizontal: false, forSize: Int32(columnWidth)) // GTK requires a measure before allocating
            let x = isRightToLeft ? Double(width) - start - columnWidth : start
            part.allocate(x: Int32(x.rounded()), y: 0, width: Int32(columnWidth.rounded()), height: height)
        }
    }
}

/// The file row's GTK type.
@MainActor let fileRowBoxType = WidgetType(name: "FloatingTabsFileRow", cssName: "filerow")
