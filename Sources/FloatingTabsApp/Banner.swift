import Gtk

/// A strip across the top of the window that says what went wrong and offers one way on: why
/// something typed is not on disk yet (a failed save, or a second instance saving elsewhere,
/// with Try Again), or why a file did not open (with Open With…). Hidden when there is nothing
/// to say.
///
/// GTK type `FloatingTabsBanner`, CSS node `banner`: message and buttons in a row.
@MainActor
final class Banner: CustomWidget {
    let message = Label()
    let actionButton: Button

    /// What the action button does.
    var onAction: @MainActor () -> Void = {}

    /// `actionLabel` names the button that runs `onAction`.
    init(actionLabel: String) {
        actionButton = Button(label: actionLabel)
        super.init(type: bannerType)
        setStyleClass("banner")
        setSpacing(12)
        message.wraps = true
        message.xalign = 0
        message.expand(horizontal: true)
        message.align(vertical: .center)
        actionButton.align(vertical: .center)
        addChild(message)
        addChild(actionButton)
        actionButton.onClicked { [weak self] in self?.onAction() }
        isVisible = false
    }

    /// Shows `text` (with the action button when `showsAction`), or hides the banner for nil.
    func show(_ text: String?, showsAction: Bool) {
        if text == nil && !isVisible { return } // hidden already (it is hidden on every tab switch)
        message.text = text ?? ""
        actionButton.isVisible = showsAction
        isVisible = text != nil
    }
}

/// The banner's GTK type.
@MainActor let bannerType = WidgetType(name: "FloatingTabsBanner", cssName: "banner", layout: .row)
