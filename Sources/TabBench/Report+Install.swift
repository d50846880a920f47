import Foundation

extension Report {
    /// The install target: the size of the binary `meson install` installs, in MB (10⁶ bytes,
    /// as the issue states the limit). Empty when no binary was given.
    static let installedBinaryLimitMB = 25.0

    static func install(_ path: String?) -> String {
        guard let path, let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber else { return "" }
        let megabytes = size.doubleValue / 1_000_000
        let met = megabytes <= installedBinaryLimitMB
        return [
            "", "", "#### The installed app", "",
            "`floating-tabs` as `meson install` installs it (scripts/meson-build-swift: release, the Swift runtime and FoundationEssentials linked in, debug info stripped, symbols kept): \(String(format: "%.1f", megabytes)) MB.",
            "",
            "- \(met ? "met" : "**missed**"): installed binary ≤ \(Int(installedBinaryLimitMB)) MB — \(String(format: "%.2f", megabytes / installedBinaryLimitMB))× (limit 1.00×)",
        ].joined(separator: "\n")
    }
}
