import Foundation
import GtkTestSupport
import Testing

/// The Korean translation end to end: the app laid out as meson installs it (the binary in
/// PREFIX/bin, the catalog compiled from po/ko.po in PREFIX/share/locale) and started with
/// `LANG=ko_KR.UTF-8` shows a screen reader its tabs and its main menu in Korean.
extension EndToEnd {
    @Suite struct KoreanEndToEndTests {
        @Test func underAKoreanLocaleTheTabsAndTheMainMenuReadInKorean() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ft-ko-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: prefix) }
            let bin = prefix.appendingPathComponent("bin")
            let messages = prefix.appendingPathComponent("share/locale/ko/LC_MESSAGES")
            for folder in [bin, messages] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let binary = bin.appendingPathComponent("floating-tabs").path
            try FileManager.default.copyItem(atPath: try ProcessRunner.shippedProduct("floating-tabs"), toPath: binary)
            let compiled = try ProcessRunner.run(
                "/usr/bin/msgfmt",
                [
                    "--check", "-o", messages.appendingPathComponent("floating-tabs.mo").path,
                    root.appendingPathComponent("po/ko.po").path,
                ], timeout: 30)
            try #require(compiled.status == 0, "\(compiled.output)")

            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            // A real Korean locale (scripts/test generates it): glibc 2.41 ignores LANGUAGE under C.UTF-8.
            try session.launch(executable: binary, adding: ["LANG": "ko_KR.UTF-8"], removing: ["LANGUAGE", "LC_ALL", "LC_MESSAGES"])
            var names: [String] = []
            _ = AppSession.poll(timeout: 10) {
                names = session.tabs().map(\.name)
                return names.count == 4
            }
            #expect(names == ["파일", "최근", "메모", "설정"])
            #expect(session.showingExtents(of: "주 메뉴") != nil, "the header's menu button is not called “주 메뉴”")
            session.xdotool("key", "F10")
            for item in ["이름순 정렬", "크기순 정렬", "숨긴 파일 보기", "키보드 바로 가기", "FloatingTabs 정보", "끝내기"] {
                #expect(AppSession.poll(timeout: 10) { session.showingExtents(of: item) != nil }, "the main menu shows no “\(item)”")
            }
            _ = try session.screenshot("korean-menu") // with fonts-nanum (TEST_PACKAGES), for people to look at
            session.xdotool("key", "Escape")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            #expect(!session.log.contains("CRITICAL") && !session.log.contains("WARNING"), "\(session.log)")
        }

        /// The app `scripts/run` builds finds its catalogs without an install (compiled next to it by
        /// `build_shipped`): a user whose locale is Korean reads Korean tabs.
        @Test func theAppScriptsRunStartsSpeaksKoreanUnderAKoreanLocale() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.startWindowManager()
            try session.launch(adding: ["LANG": "ko_KR.UTF-8"], removing: ["LANGUAGE", "LC_ALL", "LC_MESSAGES"])
            var names: [String] = []
            _ = AppSession.poll(timeout: 10) {
                names = session.tabs().map(\.name)
                return names.count == 4
            }
            #expect(names == ["파일", "최근", "메모", "설정"], "\(session.log)")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }
    }
}
