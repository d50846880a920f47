import Gtk
import Localization

/// What a file list says instead of rows: a spinner while it loads, a message when there is
/// nothing to show (an empty folder, a filter that matches nothing, an error in the error style),
/// and under it a button when there is a way on (Unpin a folder that is gone, Search Your Home
/// Folder). The list shows `widget` above its rows and hides it while it has some.
@MainActor
final class FileListStatus {
    /// The spinner, the message under it and, under that, its button.
    let widget = Box(horizontal: false, spacing: 12)
    private let spinner = Spinner()
    private let message = Label()
    /// The way on; hidden when there is none.
    let button = Button(label: "")
    private var action: (@MainActor () -> Void)?

    init() {
        widget.setMargins(top: 12, bottom: 12, start: 16, end: 16)
        // The message takes the page's width and centres its text in it: a wrapping label whose
        // box is centred is given the width it asks for at its height (GTK 4.8 to 4.24), which
        // wrapped a long message at half a narrow page's width.
        message.wraps = true
        message.centersLines = true
        message.xalign = 0.5
        message.expand(horizontal: true)
        message.setStyleClass("dim-label")
        spinner.align(horizontal: .center)
        spinner.isVisible = false
        button.align(horizontal: .center)
        widget.append(spinner)
        widget.append(message)
        widget.append(button)
        button.isVisible = false
        button.onClicked { [weak self] in self?.action?() }
    }

    /// Whether the line is shown.
    var isVisible: Bool {
        get { widget.isVisible }
        set { widget.isVisible = newValue }
    }

    /// The message shown.
    var text: String { message.text }

    /// The message's lines as laid out, where each starts and how wide it is, and the width they
    /// are laid out in (tests).
    var messageLines: (lines: [(x: Int32, width: Int32)], width: Int32) { (message.lineExtents, message.allocatedSize.width) }

    /// Whether loading is still going on (the spinner spins).
    var isLoading: Bool { spinner.isSpinning }

    /// Shows the spinner with "Loading…".
    func showLoading() {
        spinner.isVisible = true
        spinner.isSpinning = true
        message.text = localized("Loading…")
        widget.isVisible = true
    }

    /// Stops and hides the spinner (the listing is in).
    func stopLoading() {
        spinner.isSpinning = false
        spinner.isVisible = false
    }

    /// Shows `text` (in the error style for an error) and, when `way` is given, a button that runs
    /// it; no button otherwise.
    func show(_ text: String, isError: Bool = false, way: (label: String, run: @MainActor () -> Void)? = nil) {
        message.text = text
        message.setStyleClass("error", isError)
        button.label = way?.label ?? ""
        action = way?.run
        button.isVisible = way != nil
    }
}
