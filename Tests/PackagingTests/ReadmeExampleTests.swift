import Foundation
import GtkTestSupport
import Testing

/// The README's "Using the component from Swift" example is the source that runs: the
/// `TabViewExample` target (launched by the end-to-end tests) and an outside package that may
/// use this package's products only.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first Swift code block after the README's "Using the component from Swift" heading.
    static func readmeExample() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Using the component from Swift"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test func theExampleTargetsAreTheReadmeExampleVerbatim() throws {
        let example = try Self.readmeExample()
        #expect(example.contains("TabView(selection:"))
        for path in ["Sources/TabViewExample/main.swift", "Tests/ConsumerPackage/Sources/Consumer/main.swift"] {
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(source == example, "\(path) differs from the README's example")
        }
        // The API reference's overview (scripts/docs) shows the same example.
        let overview = try String(contentsOf: Self.root.appendingPathComponent("Sources/FloatingTabs/FloatingTabs.docc/FloatingTabs.md"), encoding: .utf8)
        #expect(overview.contains("```swift\n" + example + "```"), "the DocC overview's example differs from the README's")
    }

    @Test func anOutsidePackageBuildsTheExampleFromProductsOnly() throws {
        let scratch = Self.root.appendingPathComponent(".build/consumer").path
        let build = try ProcessRunner.run(
            "/usr/bin/env",
            [
                "swift", "build", "--package-path", Self.root.appendingPathComponent("Tests/ConsumerPackage").path,
                "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors",
            ], timeout: 900)
        #expect(build.status == 0, "\(build.output)")
        let binary = try Data(contentsOf: URL(fileURLWithPath: scratch + "/debug/Consumer"))
        // The component imports none of Foundation, so an app built on it links none unless it asks.
        #expect(binary.range(of: Data("libFoundation".utf8)) == nil, "the example links a Foundation library")
    }
}
