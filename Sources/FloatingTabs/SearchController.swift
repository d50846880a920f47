import Gtk
import TabModel

/// The search tab's side of the view: its round pill beside the bar, the field it turns into
/// (in the search tab's panel), and the spring between the two. `SearchTabState` decides the
/// shape, what Escape does and where the focus goes; `SearchTabPlacement` where things go.
///
/// The morph: `progress` 0 is the button, 1 the field. The pill grows from the circle to the
/// field's place while the bar fades; once it is there and the search page has settled, the
/// field shows and the pill turns transparent (they look the same there). The field is mapped, focused and
/// typed into from the start, transparent until then. Closing runs the other way.
@MainActor
final class SearchController<Tab: TabItem> {
    private let selection: TabSelection<Tab>
    /// The pill with the search tab's button (a child of the view, over the bar).
    let pill: SearchPill
    /// The field, once something needed it: the search page, its text or its hint. Built on
    /// first use because most views have no search tab, and a search entry is about a
    /// millisecond of start-up.
    private var builtField: SearchField?
    /// The field (a child of the search tab's panel once its page is built); built on first use.
    var field: SearchField {
        if let builtField { return builtField }
        let field = makeField()
        builtField = field
        return field
    }
    /// The margin around the field, as around the bar (applied when the field is built).
    var fieldMargin: Int32 = 0 {
        didSet { builtField?.setMargins(top: fieldMargin, bottom: fieldMargin, start: fieldMargin, end: fieldMargin) }
    }
    /// The field's text ("" while it is not built).
    var text: String { builtField?.entry.text ?? "" }
    /// The hint the empty field shows and screen readers read as its name (nil: "Search").
    var placeholder: String? {
        didSet { if let placeholder { builtField?.describe(placeholder) } }
    }
    /// Whether the field has been built (tests: it waits for the search page, its text or a focus).
    var isFieldBuilt: Bool { builtField != nil }
    private(set) var state = SearchTabState<Tab.ID>()
    private let animator: SpringAnimator
    /// The panel that holds the field, once the search page is built.
    private(set) weak var panel: SearchPanel?
    /// The field's place in the panel from the last layout.
    private var fieldPlace: TabRect?
    /// Called when the typed text changes.
    var onTextChanged: (@MainActor (String) -> Void)?
    /// Called when the user presses Enter in the field.
    var onActivate: (@MainActor () -> Void)?

    /// Drives the search tab of `selection`. `relayout` asks the view for a layout (each spring
    /// step); the view owns this object, so `relayout` must reach it weakly. The spring runs on
    /// `clockWidget`'s frame clock.
    init(selection: TabSelection<Tab>, iconName: String, clockWidget: Widget, relayout: @escaping @MainActor () -> Void) {
        self.selection = selection
        pill = SearchPill(iconName: iconName)
        animator = SpringAnimator(widget: clockWidget, value: 0) { _ in relayout() }
    }

    /// Builds the field and wires its entry to this controller (reached weakly: the controller
    /// owns the field).
    private func makeField() -> SearchField {
        let field = SearchField()
        if let placeholder { field.describe(placeholder) }
        field.setMargins(top: fieldMargin, bottom: fieldMargin, start: fieldMargin, end: fieldMargin)
        field.entry.onChanged { [weak self] in
            guard let self else { return }
            self.onTextChanged?(self.text)
        }
        field.entry.onActivate { [weak self] in self?.onActivate?() }
        field.entry.onMap { [weak self] in
            guard let self, self.focusesWhenMapped else { return }
            self.focusesWhenMapped = false
            // After the layout that maps it: a focus change restyles widgets.
            _ = MainLoop.idle { [weak self] in
                if let self, self.state.shape == .field, self.field.entry.isMapped { self.field.entry.grabFocusAtEnd() }
                return false
            }
        }
        field.entry.onStopSearch { [weak self] in self?.escape() }
        field.closeButton.onClicked { [weak self] in self?.close() }
        return field
    }

    /// The search tab's id, if it is shown.
    var shownSearchID: Tab.ID? { selection.searchTabID.flatMap { selection.index(of: $0) != nil ? $0 : nil } }

    /// Shows the pill only while the search tab is shown (after the tabs changed).
    func tabsChanged() {
        let shown = shownSearchID != nil
        if pill.isVisible != shown { pill.isVisible = shown }
    }

    /// How far the pill has turned into the field (0 button … 1 field).
    var progress: Double { min(max(animator.value, 0), 1) }

    /// Wraps the search tab's page so the field lives in its panel.
    func panel(wrapping page: Widget) -> SearchPanel {
        let panel = SearchPanel(content: page, field: field)
        field.entry.captureKeys(from: panel, typesText: TypingKey.typesText) // typing over the results goes to the field
        panel.fieldPlace = { [weak self] _, _ in
            guard let self, self.state.shape == .field else { return nil }
            return self.fieldPlace
        }
        self.panel = panel
        return panel
    }

    /// The selection moved from `previous`; opens or closes the field. Returns the change.
    @discardableResult
    func selectionChanged(from previous: Tab.ID?, focusWasInBar: Bool) -> SearchTabState<Tab.ID>.Change? {
        let change = state.selectionChanged(
            from: previous, to: selection.selectedID, searchID: selection.searchTabID, focusWasInBar: focusWasInBar)
        switch change {
        case .opened:
            panel?.queueAllocate()
            animator.animate(to: 1)
            focusField()
        case .closed:
            focusesWhenMapped = false
            animator.animate(to: 0)
            panel?.queueAllocate()
        case nil:
            break
        }
        return change
    }

    /// Escape in the field: clears it, else closes it back to the tab shown before.
    func escape() {
        switch state.escape(fieldText: text, isShown: isShown, fallback: firstOtherTab) {
        case .clearText: field.entry.text = ""
        case .close(let tab, let focus):
            try? selection.select(tab, reason: .keyboard)
            if focus == .bar { onFocusBar?() }
        case .none: break
        }
    }

    /// The field's close button: back to the tab shown before, the text kept for next time.
    func close() {
        guard case .close(let tab, _) = state.closeButton(isShown: isShown, fallback: firstOtherTab) else { return }
        try? selection.select(tab, reason: .click)
    }

    /// Where the field goes back to when the tab shown before it is gone: the first other tab.
    private var firstOtherTab: Tab.ID? { selection.tabs.first { !selection.isSearchTab($0.id) }?.id }

    private func isShown(_ tab: Tab.ID) -> Bool { selection.index(of: tab) != nil }

    /// Moves the focus to the selected tab in the bar (set by the view).
    var onFocusBar: (@MainActor () -> Void)?

    /// Puts the keyboard focus in the field, after its text (once it is on screen).
    func focusField() {
        if field.entry.isMapped {
            field.entry.grabFocusAtEnd()
        } else {
            focusesWhenMapped = true // the search page is being shown: the field maps with it
        }
    }

    /// Set while the open field waits to be on screen to take the focus (`onMap`).
    private var focusesWhenMapped = false

    /// Lays the pill and the field out around `barWidget`, shown at `bar` (view coordinates),
    /// and fades it as the field covers it; returns where the bar goes. `page` is the pages'
    /// place in the view, `pageSettled` whether the search page is shown whole.
    func layOut(
        bar: TabRect, of barWidget: TabBar, margin: Double, view: (width: Double, height: Double), page: TabRect,
        rightToLeft: Bool, pageSettled: Bool
    ) -> TabRect {
        let kind = barWidget.kind
        guard shownSearchID != nil else { return bar }
        let size = kind == .rail ? Double(pill.measure(horizontal: false).natural) : bar.height
        let placed = SearchTabPlacement.place(
            bar: bar, kind: kind, buttonSize: size, margin: margin, view: view, page: page, rightToLeft: rightToLeft)
        let p = progress
        let handedOver = state.shape == .field && p >= 1 && pageSettled
        // Under the open field the pill is transparent, takes no clicks and no focus, but stays
        // mapped: the search tab is the selected tab, and GTK 4.18 drops what is not
        // child-visible from the accessibility tree.
        let pillOpacity = handedOver ? 0.0 : 1.0
        if pill.opacity != pillOpacity {
            pill.opacity = pillOpacity
            pill.canTarget = !handedOver
            pill.canFocus = !handedOver
        }
        let barOpacity = 1 - p
        if barWidget.opacity != barOpacity { barWidget.opacity = barOpacity }
        let fieldOpacity = handedOver ? 1.0 : 0.0
        if let field = builtField, field.opacity != fieldOpacity { field.opacity = fieldOpacity } // none yet: nothing to fade
        let inPanel = TabRect(x: placed.field.x - page.x, y: placed.field.y - page.y, width: placed.field.width, height: placed.field.height)
        if inPanel != fieldPlace {
            fieldPlace = inPanel
            panel?.queueAllocate()
        }
        let shown = placed.button.interpolated(to: placed.field, progress: p)
        _ = pill.measure(horizontal: false, forSize: Int32(shown.width.rounded()))
        pill.allocate(
            x: Int32(shown.x.rounded()), y: Int32(shown.y.rounded()), width: Int32(shown.width.rounded()), height: Int32(shown.height.rounded()))
        return placed.bar
    }
}
