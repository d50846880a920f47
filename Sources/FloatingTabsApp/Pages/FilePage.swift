import FileBrowsing
import CGtk
import Gtk
import Localization

/// A file opened from Files or Recent: a read-only text preview for UTF-8 text up to 1 MiB,
/// otherwise a details page saying why there is no preview. Read off the main thread.
@MainActor
final class FilePage {
    let path: RawPath
    let root = Box(horizontal: false, spacing: 8)
    private let details = Label()
    private let notice = Label()
    private let text = TextView()
    private let scroller = ScrolledWindow()
    private var task: Task<Void, Never>?
    /// What was loaded (tests).
    private(set) var preview: FilePreview?

    init(path: RawPath, bottomInset: Int32) {
        self.path = path
        details.xalign = 0
        details.setStyleClass("dim-label")
        details.setMargins(top: 8, start: 16, end: 16)
        notice.wraps = true
        notice.setMargins(top: 24, start: 16, end: 16)
        notice.text = localized("Loading…")
        text.isEditable = false
        text.isMonospace = true
        gtk_text_view_set_bottom_margin(text.ptr(), bottomInset)
        gtk_text_view_set_left_margin(text.ptr(), 16)
        gtk_text_view_set_top_margin(text.ptr(), 8)
        scroller.setChild(text)
        scroller.expand(horizontal: true, vertical: true)
        scroller.isVisible = false
        root.append(details)
        root.append(notice)
        root.append(scroller)
        task = Task.detached(priority: .userInitiated) { [weak self] in
            let preview = FilePreview.load(path)
            await MainActor.run { [weak self] in self?.show(preview) }
        }
    }

    deinit { task?.cancel() }

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
