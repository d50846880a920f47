/// The app's own style on top of the component's: the development profile's striped header bar
/// the banners and Files' path bar.
enum AppStyle {
    static let css = """
        window.devel headerbar {
            background-image: repeating-linear-gradient(45deg, alpha(@theme_selected_bg_color, 0.10) 0px, alpha(@theme_selected_bg_color, 0.10) 12px, transparent 12px, transparent 24px);
        }
        .file-list { background: none; }
        pathbar button { padding: 2px 6px; min-height: 24px; }
        pathbar .path-bar-current { font-weight: bold; }
        banner {
            padding: 8px 16px;
            background-color: alpha(@warning_color, 0.25);
            border-bottom: 1px solid alpha(@warning_color, 0.5);
        }
        """
}
