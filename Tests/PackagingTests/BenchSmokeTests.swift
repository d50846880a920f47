import Foundation
import GtkTestSupport
import Testing

/// The benchmark in its CI-speed smoke mode, so it never rots: it must run, measure both
/// implementations and print its table.
@Suite struct BenchSmokeTests {
    @Test func tabBenchSmokeModeMeasuresBothImplementations() throws {
        let result = try ProcessRunner.run(ProcessRunner.builtProduct("TabBench"), ["--smoke"], environment: ["GDK_BACKEND": "x11"], timeout: 300)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("| 3 | switch → frame, p95 |"))
        #expect(result.output.contains("| 20 | start-up, median |"))
        #expect(result.output.contains("ns per selection change"))
        #expect(result.output.contains("frames painted for"))
    }
}
