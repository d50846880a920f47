import Foundation
import GtkTestSupport
import Testing

/// The compiled-in icons (Sources/CResources/resources.c) are what scripts/generate-resources
/// makes of Resources/ today: an icon changed without regenerating fails here.
@Suite struct ResourceTests {
    @Test func compiledResourcesMatchTheIconsInResources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("ft-resources-\(UUID().uuidString).c")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let result = try ProcessRunner.run(root.appendingPathComponent("scripts/generate-resources").path, [fresh.path], timeout: 60)
        try #require(result.status == 0, "\(result.output)")
        let checkedIn = try Data(contentsOf: root.appendingPathComponent("Sources/CResources/resources.c"))
        #expect(try Data(contentsOf: fresh) == checkedIn, "run scripts/generate-resources and commit Sources/CResources/resources.c")
    }
}
