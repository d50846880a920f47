import Foundation
import Testing

/// README's layer table is what the sources import: for every target it names, the modules its
/// Swift files import (the Swift runtime aside) are exactly the ones listed.
@Suite struct LayerTests {
    static let runtime: Set<String> = ["FoundationEssentials", "Glibc", "Dispatch", "Synchronization"]

    /// The rows between README's layer markers: target → the modules it may import.
    static func readmeLayers() throws -> [String: Set<String>] {
        let readme = try String(contentsOf: ReadmeExampleTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- layers:begin -->"))
        let end = try #require(readme.range(of: "<!-- layers:end -->"))
        var layers: [String: Set<String>] = [:]
        for line in readme[begin.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| target") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            layers[cells[0]] = Set(cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return layers
    }

    /// The modules a target's Swift files import, the Swift runtime aside.
    static func imports(ofTarget target: String) throws -> Set<String> {
        try allImports(ofTarget: target).subtracting(runtime)
    }

    /// Every module a target's Swift files import (`import X`, `@testable import X`, `@_spi(S) import X`).
    static func allImports(ofTarget target: String) throws -> Set<String> {
        let folder = ReadmeExampleTests.root.appendingPathComponent("Sources/\(target)")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var found: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count, words[..<at].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                found.insert(String(words[at + 1]))
            }
        }
        return found
    }

    @Test func everyTargetImportsExactlyWhatReadmesLayerTableSays() throws {
        let layers = try Self.readmeLayers()
        #expect(layers.count >= 10, "README's layer table has \(layers.count) rows")
        for (target, allowed) in layers.sorted(by: { $0.key < $1.key }) {
            #expect(try Self.imports(ofTarget: target) == allowed, "\(target)")
        }
    }

    @Test func theComponentsTargetsImportNoFoundation() throws {
        for target in ["Gtk", "Localization", "TabModel", "FloatingTabs"] {
            let foundation = try Self.allImports(ofTarget: target).filter { $0.hasPrefix("Foundation") }
            #expect(foundation.isEmpty, "\(target) imports \(foundation.sorted())")
        }
    }

    @Test func onlyTheBindingsReachGtksCAPI() throws {
        for (target, allowed) in try Self.readmeLayers() where target != "Gtk" {
            #expect(!allowed.contains("CGtk"), "\(target) imports CGtk")
        }
        #expect(try Self.imports(ofTarget: "TabModel").allSatisfy { !$0.hasPrefix("C") && $0 != "Gtk" }, "TabModel imports no GTK")
    }
}
