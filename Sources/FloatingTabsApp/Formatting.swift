import Foundation
import Gtk

/// Human-readable sizes and dates (formatters are built once and used on the main actor).
@MainActor
enum Formatting {
    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    /// "1.2 MB", "0 bytes": as GNOME Files writes sizes (GLib's `g_format_size`).
    static func size(_ bytes: Int64) -> String { FileSizeText.text(bytes) }

    /// "Nov 30, 2026 at 4:17 AM"; empty for unknown dates.
    static func date(_ date: Date) -> String { date == .distantPast ? "" : dateFormatter.string(from: date) }
}
