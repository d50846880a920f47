import CGtk
import CResources
import Foundation
import Testing

/// The compiled-in icons (Sources/CResources/resources.c, made by scripts/generate-resources) are
/// what Resources/ holds today: an icon changed, added or removed without regenerating fails here.
/// Compared entry by entry as GIO reads them, not as C text: glib-compile-resources writes other
/// bytes on other GLib versions for the same icons.
@Suite struct ResourceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// (resource path, file under Resources/) for every `<file>` of the bundle's XML.
    static func entries() throws -> [(path: String, file: String)] {
        let xml = try String(contentsOf: root.appendingPathComponent("Resources/floating-tabs.gresource.xml"), encoding: .utf8)
        var entries: [(String, String)] = []
        var prefix = ""
        for line in xml.split(separator: "\n") {
            if let match = line.firstMatch(of: /<gresource prefix="([^"]+)">/) { prefix = String(match.1) }
            if let match = line.firstMatch(of: /<file alias="([^"]+)">([^<]+)<\/file>/) { entries.append(("\(prefix)/\(match.1)", String(match.2))) }
        }
        return entries
    }

    @Test func compiledResourcesMatchTheIconsInResources() throws {
        floating_tabs_register_resource()
        let entries = try Self.entries()
        #expect(entries.count == 8, "\(entries)")
        for entry in entries {
            let bytes = try #require(
                g_resources_lookup_data(entry.path, GResourceLookupFlags(rawValue: 0), nil),
                "\(entry.path) is not compiled in: run scripts/generate-resources and commit Sources/CResources/resources.c")
            defer { g_bytes_unref(bytes) }
            var size = 0
            let data = g_bytes_get_data(bytes, &size).map { Data(bytes: $0, count: size) } ?? Data()
            let file = try Data(contentsOf: Self.root.appendingPathComponent("Resources").appendingPathComponent(entry.file))
            #expect(
                data == file, "\(entry.path) differs from Resources/\(entry.file): run scripts/generate-resources and commit Sources/CResources/resources.c")
        }
        // Nothing compiled in that the XML no longer names.
        for folder in Set(entries.map { ($0.path as NSString).deletingLastPathComponent }) {
            var count: Int32 = 0
            if let children = g_resources_enumerate_children(folder, GResourceLookupFlags(rawValue: 0), nil) {
                defer { g_strfreev(children) }
                while children[Int(count)] != nil { count += 1 }
            }
            #expect(
                Int(count) == entries.filter { ($0.path as NSString).deletingLastPathComponent == folder }.count, "\(folder) has \(count) entries compiled in")
        }
    }
}
