import FileBrowsing
import Gtk
import Localization

/// A file opened from Files or Recent: a read-only text preview for UTF-8 text up to 1 MiB,
/// otherwise a details page saying why there is no preview. Read on a thread of its own.
///
/// GTK type `FloatingTabsFilePage`, CSS node `filepage`: details, notice and preview in a column.
@MainActor
final class FilePage: CustomWidget, BarClearing {
    let path: RawPath
    private let details = Label()
    private let notice = Label()
    private let text = TextView()
    private let scroller = ScrolledWindow()
    private var reading: BlockingWork?
    /// What was loaded (tests).
    private(set) var preview: FilePreview?

    /// Room under the preview's last line for the floating bar.
    var bottomInset: Int32 { didSet { text.setTextMargins(bottom: bottomInset) } }

    init(path: RawPath, bottomInset: Int32) {
        self.path = path
        self.bottomInset = bottomInset
        super.init(type: filePageType)
        setSpacing(8)
        details.xalign = 0
        details.setStyleClass("dim-label")
        details.setMargins(top: 8, start: 16, end: 16)
        notice.wraps = true
        notice.setMargins(top: 24, start: 16, end: 16)
        notice.text = localized("Loading…")
        text.isEditable = false
        text.isMonospace = true
        text.setTextMargins(left: 16, top: 8, bottom: bottomInset)
        scroller.setChild(text)
        scroller.expand(horizontal: true, vertical: true)
        scroller.isVisible = false
        addChild(details)
        addChild(notice)
        addChild(scroller)
        reading = BlockingWork.start(
            "preview \(path.displayName)", { _ in FilePreview.load(path) },
            then: { [weak self] preview in self?.show(preview) })
    }

    isolated deinit { reading?.cancel() }

    private func show(_ preview: FilePreview) {
        self.preview = preview
        var lines = [localized("Size: {size}", ["size": Formatting.size(preview.size)])]
        if let modified = preview.modified { lines.append(localized("Modified: {date}", ["date": Formatting.date(modified)])) }
        details.text = lines.joined(separator: "   ·   ")
        switch preview.content {
        case .text(let content):
            text.text = content
            notice.isVisible = false
            scroller.isVisible = true
        case .binary:
            notice.text = localized("“{name}” is not a text file, so there is no preview.", ["name": path.displayName])
        case .tooLarge:
            notice.text = localized("“{name}” is larger than 1 MiB, too large to preview.", ["name": path.displayName])
        case .unreadable(let message):
            notice.text = message
            notice.setStyleClass("error")
        }
    }

    /// The text shown in the preview (tests).
    var previewText: String { text.text }
    /// The notice shown instead of a preview (tests).
    var noticeText: String { notice.isVisible ? notice.text : "" }
}

/// The file page's GTK type.
@MainActor let filePageType = WidgetType(name: "FloatingTabsFilePage", cssName: "filepage", layout: .column)
