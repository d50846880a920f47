import Foundation

/// Human-readable sizes and dates (formatters are built once and used on the main actor).
@MainActor
enum Formatting {
    private static let sizeFormatter: ByteCountFormatter = {
        let formatter = ByteCountFormatter()
        formatter.countStyle = .file
        return formatter
    }()

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    /// "1.2 MB".
    static func size(_ bytes: Int64) -> String { sizeFormatter.string(fromByteCount: bytes) }

    /// "Nov 30, 2026 at 4:17 AM"; empty for unknown dates.
    static func date(_ date: Date) -> String { date == .distantPast ? "" : dateFormatter.string(from: date) }
}
