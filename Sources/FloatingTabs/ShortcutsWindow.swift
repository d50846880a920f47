import Gtk
import TabModel

/// The keyboard shortcuts window (Ctrl+?), generated from `KeyMap` — the same table the key
/// handling uses — plus the app's own extra rows.
@MainActor
public enum ShortcutsWindow {
    /// GtkBuilder XML for the shortcuts of `KeyMap` and `extra` rows (title, accelerators).
    public static func definition(rightToLeft: Bool = false, extra: [(title: String, accelerators: [String])] = []) -> String {
        var groups = ""
        for group in ShortcutEntry.Group.allCases {
            var rows = KeyMap.entries(rightToLeft: rightToLeft).filter { $0.group == group }.map { entry in
                // Keypad digits and ISO_Left_Tab duplicate rows a reader already sees.
                (entry.title, entry.chords.filter { !($0.keyval == Keyval.isoLeftTab || (0xffb1...0xffb9).contains($0.keyval)) }.map(\.accelerator))
            }
            if group == .application { rows += extra.map { ($0.title, $0.accelerators) } }
            guard !rows.isEmpty else { continue }
            groups += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for (title, accelerators) in rows {
                groups += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(title))</property>"
                groups += "<property name=\"accelerator\">\(escape(accelerators.joined(separator: " ")))</property></object></child>"
            }
            groups += "</object></child>"
        }
        return "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property>"
            + "<property name=\"max-height\">12</property>\(groups)</object></child></object></interface>"
    }

    /// Sets the window's help overlay, shown by `win.show-help-overlay` (bind Ctrl+? to it).
    public static func install(on window: Window, extra: [(title: String, accelerators: [String])] = []) {
        window.setHelpOverlay(from: Builder(ui: definition(rightToLeft: window.isRightToLeft, extra: extra)), id: "shortcuts")
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
