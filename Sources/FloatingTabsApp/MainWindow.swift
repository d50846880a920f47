import CGtk
import FloatingTabs
import Gtk
import TabModel

/// The app window: the tab view over the four pages.
@MainActor
final class MainWindow {
    let window: Window
    let selection: TabSelection<AppTab>
    let tabView: TabView<AppTab>

    init(application: Application) {
        window = Window(application: application)
        window.title = AppIdentity.name
        window.setDefaultSize(width: 960, height: 680)
        if AppIdentity.isDevelopment { window.setStyleClass("devel") }
        // AppTab's ids are unique by construction, so the model cannot refuse them.
        selection = try! TabSelection(tabs: AppTab.allCases)
        tabView = TabView(selection: selection) { tab in MainWindow.placeholderPage(for: tab) }
        window.setChild(tabView)
        tabView.attach(to: window, application: application)
        debugObservation = selection.observe { event in
            guard AppLog.isDebug, case .selected(_, let to, let reason) = event else { return }
            AppLog.debug("selected \(to) (\(reason.rawValue))")
        }
    }

    private var debugObservation: ObservationToken?

    func present() { window.present() }
    func close() { window.close() }
    func destroy() { window.destroy() }

    private static func placeholderPage(for tab: AppTab) -> Widget {
        let box = Box(horizontal: false, spacing: 12)
        box.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        let icon = Image(iconName: tab.iconName)
        icon.pixelSize = 64
        icon.setStyleClass("dim-label")
        let title = Label(tab.title)
        title.setStyleClass("title-1")
        let entry = Entry()
        entry.placeholder = "Type something in \(tab.title)"
        box.append(icon)
        box.append(title)
        box.append(entry)
        return box
    }
}
