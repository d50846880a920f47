/// The app's own style on top of the component's: the development profile's striped header bar.
enum AppStyle {
    static let css = """
    window.devel headerbar {
        background-image: repeating-linear-gradient(45deg, alpha(@theme_selected_bg_color, 0.10) 0px, alpha(@theme_selected_bg_color, 0.10) 12px, transparent 12px, transparent 24px);
    }
    .file-list { background: none; }
    """
}
