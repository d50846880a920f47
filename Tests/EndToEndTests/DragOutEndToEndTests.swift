import Foundation
import GtkTestSupport
import Testing

/// Drag out: a file row of the real app dropped on another GTK program's window (drop_target.c,
/// built here with cc) arrives there as the file's URI (text/uri-list), under openbox.
extension EndToEnd {
    @Suite struct DragOutEndToEndTests {
        @Test func aFileRowDroppedOnAnotherAppArrivesAsItsURI() throws {
            let session = try AppSession(width: 1500, height: 760)
            defer { session.stop() }
            try session.startWindowManager()
            try Data("q3\n".utf8).write(to: session.home.appendingPathComponent("report.txt"))
            try session.launch()
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("drop_target.c").path
            let binary = session.home.appendingPathComponent(".drop_target").path // hidden: the listed folder stays as it was
            let flags = try session.run("/usr/bin/pkg-config", ["--cflags", "--libs", "gtk4"]).output.split(whereSeparator: \.isWhitespace).map(String.init)
            let built = try session.run("/usr/bin/cc", ["-O1", "-Wall", "-Werror", "-o", binary, source] + flags)
            try #require(built.status == 0, "\(built.output)")
            let received = session.home.appendingPathComponent(".received")
            _ = try session.startHelper(binary, [received.path])
            let helperLog = try #require(session.helperLogs.last)
            // Side by side: the app on the left, the drop target to its right.
            session.xdotool("search", "--sync", "--onlyvisible", "--class", session.appName, "windowmove", "0", "0")
            session.xdotool("search", "--sync", "--onlyvisible", "--name", "^Drop Target$", "windowmove", "1100", "100")
            let start = try #require(session.locatedWhenSettled("report.txt"))
            let target = try session.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^Drop Target$", "getwindowgeometry", "--shell"]).output
            let value = { (key: String) in target.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } }
            let app = try session.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--class", session.appName, "getwindowgeometry", "--shell"]).output
            let appValue = { (key: String) in app.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) } }
            let dropX = try #require(value("X")) + 150 - (try #require(appValue("X")))
            let dropY = try #require(value("Y")) + 150 - (try #require(appValue("Y")))
            session.drag(
                fromX: start.x + start.width / 2, y: start.y + start.height / 2, via: (start.x + 300, start.y + start.height / 2), hold: 0.1, toX: dropX,
                y: dropY
            ) {
                // Two positions answered: the first one's answer reached the app before it sent the second.
                ((try? String(contentsOf: helperLog, encoding: .utf8)) ?? "").components(separatedBy: "motion\n").count > 2
            }
            let expected = URL(fileURLWithPath: session.home.appendingPathComponent("report.txt").path).absoluteString
            #expect(
                AppSession.poll(timeout: 10) {
                    ((try? String(contentsOf: received, encoding: .utf8)) ?? "") == expected + "\n"
                }, "received: \((try? String(contentsOf: received, encoding: .utf8)) ?? "nothing")")
            #expect(session.quit())
        }
    }
}
