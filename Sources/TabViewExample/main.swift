import FloatingTabs
import Gtk
import TabModel

enum Section: String, TabItem, CaseIterable {
    case inbox, starred, archive
    var id: String { rawValue }
    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .starred: "Starred"
        case .archive: "Archive"
        }
    }
    var iconName: String { self == .inbox ? "mail-unread-symbolic" : self == .starred ? "starred-symbolic" : "folder-symbolic" }
}

let app = Application(id: "org.example.Mail")
app.onActivate {
    let window = Window(application: app)
    window.setDefaultSize(width: 480, height: 320)
    let selection = try! TabSelection(tabs: Section.allCases)
    var options = TabViewOptions()
    options.labelMode = .selectedOnly
    let tabs = TabView(selection: selection, options: options) { section in Label("\(section.title) page") }
    tabs.attach(to: window, application: app) // shortcuts, win.select-tab(i), back
    try? selection.setBadge(3, for: Section.inbox.id) // the bar shows "3"
    window.setChild(tabs)
    window.present()
}
_ = app.run()
