import Gtk
import Localization

/// A strip across the top of the window that says why something typed is not on disk yet (a
/// failed save, or a second instance saving elsewhere), with a button to try again at once.
/// Hidden when there is nothing to say.
///
/// GTK type `FloatingTabsSaveBanner`, CSS node `savebanner`: message and button in a row.
@MainActor
final class SaveBanner: CustomWidget {
    let message = Label()
    let retryButton = Button(label: localized("Try Again"))

    init(onRetry: @escaping @MainActor () -> Void) {
        super.init(type: saveBannerType)
        setStyleClass("save-banner")
        setSpacing(12)
        message.wraps = true
        message.xalign = 0
        message.expand(horizontal: true)
        addChild(message)
        addChild(retryButton)
        retryButton.onClicked { onRetry() }
        isVisible = false
    }

    /// Shows `text` (with the retry button when `canRetry`), or hides the banner for nil.
    func show(_ text: String?, canRetry: Bool) {
        message.text = text ?? ""
        retryButton.isVisible = canRetry
        isVisible = text != nil
    }
}

/// The banner's GTK type.
@MainActor let saveBannerType = WidgetType(name: "FloatingTabsSaveBanner", cssName: "savebanner", layout: .row)
