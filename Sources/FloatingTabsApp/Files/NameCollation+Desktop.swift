import FileBrowsing
import Gtk

extension NameCollation {
    /// Names as GNOME Files orders and matches them: GLib's natural-order, locale-aware sort keys
    /// and its Unicode folding (case, accents, width).
    static let desktop = NameCollation(key: FilenameCollation.key, fold: TextFolding.fold)
}
