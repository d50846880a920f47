import FloatingTabs
import Gtk
import Localization
import TabModel

/// The Settings tab: every option applies at once (`onChange`) and is saved with the session.
///
/// GTK type `FloatingTabsSettingsPage`, CSS node `settingspage`; the scrolled options fill it.
@MainActor
final class SettingsPage: CustomWidget, BarClearing {
    private let scroller = ScrolledWindow()
    private let column = Box(horizontal: false, spacing: 18)
    /// Room under the last option for the floating bar.
    var bottomInset: Int32 { didSet { column.setMargins(bottom: bottomInset) } }
    private(set) var settings: AppSettings
    private let onChange: @MainActor (AppSettings) -> Void

    /// `extra` (e.g. the hidden tabs) is shown below the options.
    init(settings: AppSettings, bottomInset: Int32, extra: Widget? = nil, onChange: @escaping @MainActor (AppSettings) -> Void) {
        self.settings = settings
        self.onChange = onChange
        self.bottomInset = bottomInset
        super.init(type: settingsPageType)
        column.setMargins(top: 24, bottom: bottomInset, start: 24, end: 24)
        column.setSizeRequest(width: -1, height: -1)
        column.align(horizontal: .center)

        column.append(
            choice(
                localized("Tab labels"), options: [localized("All tabs"), localized("Selected tab only"), localized("Icons only")],
                selected: TabLabelMode.allCases.firstIndex(of: settings.labelMode) ?? 0
            ) { [weak self] index in
                guard TabLabelMode.allCases.indices.contains(index) else { return }
                self?.update { $0.labelMode = TabLabelMode.allCases[index] }
            })
        column.append(
            choice(
                localized("Tab layout"), options: [localized("Automatic"), localized("Bar"), localized("Side rail")],
                selected: TabBarLayoutPreference.allCases.firstIndex(of: settings.layout) ?? 0
            ) { [weak self] index in
                guard TabBarLayoutPreference.allCases.indices.contains(index) else { return }
                self?.update { $0.layout = TabBarLayoutPreference.allCases[index] }
            })
        column.append(
            choice(
                localized("Tab bar position"), options: [localized("Bottom"), localized("Top")],
                selected: TabBarPosition.allCases.firstIndex(of: settings.position) ?? 0
            ) { [weak self] index in
                guard TabBarPosition.allCases.indices.contains(index) else { return }
                self?.update { $0.position = TabBarPosition.allCases[index] }
            })
        column.append(
            toggle(localized("Hide the tab bar inside folders"), settings.hidesBarWhenNavigating) { [weak self] on in
                self?.update { $0.hidesBarWhenNavigating = on }
            })
        column.append(
            toggle(localized("Shrink the tab bar while scrolling down"), settings.minimizesBarOnScroll) { [weak self] on in
                self?.update { $0.minimizesBarOnScroll = on }
            })
        column.append(
            toggle(localized("Swipe between tabs with a mouse drag"), settings.mouseDragSwipes) { [weak self] on in
                self?.update { $0.mouseDragSwipes = on }
            })
        column.append(
            toggle(localized("Restore the session on start"), settings.restoreSession) { [weak self] on in
                self?.update { $0.restoreSession = on }
            })
        column.append(
            choice(
                localized("Appearance"), options: [localized("Follow system"), localized("Light"), localized("Dark")],
                selected: AppSettings.Appearance.allCases.firstIndex(of: settings.appearance) ?? 0
            ) { [weak self] index in
                guard AppSettings.Appearance.allCases.indices.contains(index) else { return }
                self?.update { $0.appearance = AppSettings.Appearance.allCases[index] }
            })
        if let extra { column.append(extra) }
        scroller.setChild(column)
        scroller.disableHorizontalScrolling()
        scroller.expand(horizontal: true, vertical: true)
        addChild(scroller)
    }

    private func update(_ change: (inout AppSettings) -> Void) {
        var next = settings
        change(&next)
        guard next != settings else { return }
        settings = next
        onChange(next)
    }

    private func row(_ title: String, control: Widget) -> Widget {
        let row = Box(horizontal: true, spacing: 24)
        row.setStyleClass("settings-row")
        let label = Label(title)
        label.xalign = 0
        label.expand(horizontal: true)
        control.align(vertical: .center)
        control.setAccessibleLabel(title)
        row.append(label)
        row.append(control)
        row.setSizeRequest(width: 420, height: -1)
        return row
    }

    private func choice(_ title: String, options: [String], selected: Int, _ body: @escaping @MainActor (Int) -> Void) -> Widget {
        let dropDown = DropDown(label: title, options: options, selected: selected)
        dropDown.onChanged(body)
        return row(title, control: dropDown)
    }

    private func toggle(_ title: String, _ value: Bool, _ body: @escaping @MainActor (Bool) -> Void) -> Widget {
        let control = Switch(active: value)
        control.onToggled(body)
        return row(title, control: control)
    }
}

/// The settings page's GTK type.
@MainActor let settingsPageType = WidgetType(name: "FloatingTabsSettingsPage", cssName: "settingspage", layout: .bin)
