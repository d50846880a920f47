import FileBrowsing
import FloatingTabs
import FoundationEssentials
import StateStorage
import TabModel

/// The options on the Settings tab; saved with the session.
struct AppSettings: Codable, Equatable {
    /// Colour scheme override.
    enum Appearance: String, Codable, CaseIterable {
        case system, light, dark
    }

    var labelMode = TabLabelMode.all
    var layout = TabBarLayoutPreference.automatic
    var position = TabBarPosition.bottom
    var hidesBarWhenNavigating = false
    var mouseDragSwipes = false
    var minimizesBarOnScroll = false
    var restoreSession = true
    var appearance = Appearance.system
    /// How folders in Files are sorted (main menu).
    var fileOrder = FileOrder()
    /// Whether Files lists hidden files (names starting with "."; Ctrl+H).
    var showsHiddenFiles = false

    private enum CodingKeys: String, CodingKey {
        case labelMode, layout, position, hidesBarWhenNavigating, mouseDragSwipes, minimizesBarOnScroll, restoreSession, appearance, fileOrder
        case showsHiddenFiles
    }

    init() {}

    /// Reads what it can: a field that is missing (saved by an older version) or has a value
    /// this version does not know (a newer one) keeps its default, and unknown fields are
    /// ignored, so adding an option never resets the others.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func field<T: Decodable>(_ key: CodingKeys, _ fallback: T) -> T {
            ((try? container.decodeIfPresent(T.self, forKey: key)) ?? nil) ?? fallback
        }
        let defaults = AppSettings()
        labelMode = field(.labelMode, defaults.labelMode)
        layout = field(.layout, defaults.layout)
        position = field(.position, defaults.position)
        hidesBarWhenNavigating = field(.hidesBarWhenNavigating, defaults.hidesBarWhenNavigating)
        mouseDragSwipes = field(.mouseDragSwipes, defaults.mouseDragSwipes)
        minimizesBarOnScroll = field(.minimizesBarOnScroll, defaults.minimizesBarOnScroll)
        restoreSession = field(.restoreSession, defaults.restoreSession)
        appearance = field(.appearance, defaults.appearance)
        fileOrder = field(.fileOrder, defaults.fileOrder)
        showsHiddenFiles = field(.showsHiddenFiles, defaults.showsHiddenFiles)
    }

    /// The settings saved as `json`; defaults for what cannot be read.
    static func decoding(_ json: String) -> AppSettings {
        ShallowJSON.decoded(AppSettings.self, from: json) ?? AppSettings()
    }

    /// The component options these settings ask for.
    var tabViewOptions: TabViewOptions {
        var options = TabViewOptions()
        options.labelMode = labelMode
        options.layout = layout
        options.position = position
        options.hidesBarWhenNavigating = hidesBarWhenNavigating
        options.mouseDragSwipes = mouseDragSwipes
        options.minimizesOnScroll = minimizesBarOnScroll
        return options
    }
}
