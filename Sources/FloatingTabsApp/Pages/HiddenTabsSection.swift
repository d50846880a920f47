import FloatingTabs
import Gtk
import Localization
import TabModel

/// The Settings tab's list of hidden tabs, each with a Show button (tabs are hidden from their
/// context menu). Follows the selection model's events.
///
/// GTK type `FloatingTabsHiddenTabs`, CSS node `hiddentabs`; rows in a column.
@MainActor
final class HiddenTabsSection: CustomWidget {
    private let selection: TabSelection<AppTab>
    private let rows = Box(horizontal: false, spacing: 8)
    private var observation: ObservationToken?

    init(selection: TabSelection<AppTab>) {
        self.selection = selection
        super.init(type: hiddenTabsType)
        setSpacing(8)
        let heading = Label(localized("Hidden tabs"))
        heading.setStyleClass("heading")
        heading.xalign = 0
        addChild(heading)
        addChild(rows)
        observation = selection.observe { [weak self] event in
            if case .tabsChanged = event { self?.rebuild() }
        }
        rebuild()
    }

    private func rebuild() {
        rows.removeAllChildren()
        let hidden = selection.hiddenTabs
        guard !hidden.isEmpty else {
            let none = Label(localized("None. Right-click a tab, or press Menu on it, to hide it."))
            none.setStyleClass("dim-label")
            none.wraps = true
            none.xalign = 0
            rows.append(none)
            return
        }
        for tab in hidden {
            let row = Box(horizontal: true, spacing: 24)
            let name = Label(tab.title)
            name.xalign = 0
            name.expand(horizontal: true)
            let show = Button(label: localized("Show"))
            show.setAccessibleLabel(localized("Show “{tab}”", ["tab": tab.title]))
            let id = tab.id
            show.onClicked { [weak self] in try? self?.selection.unhide(id) }
            row.append(name)
            row.append(show)
            rows.append(row)
        }
    }

    /// The titles listed (tests).
    var listedTitles: [String] { selection.hiddenTabs.map(\.title) }
}

/// The section's GTK type.
@MainActor let hiddenTabsType = WidgetType(name: "FloatingTabsHiddenTabs", cssName: "hiddentabs", layout: .column)
