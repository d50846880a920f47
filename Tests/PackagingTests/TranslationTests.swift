import Foundation
import GtkTestSupport
import Testing

/// User-visible text goes through gettext: the build's POT (meson's `floating-tabs-pot` target)
/// holds every string the sources mark `localized("…")`, from every file that marks one.
@Suite struct TranslationTests {
    @Test func theBuildGeneratesAPotWithEveryMarkedString() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let build = FileManager.default.temporaryDirectory.appendingPathComponent("ft-pot-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: build) }
        let setup = try ProcessRunner.run("/usr/bin/meson", ["setup", build, root.path], timeout: 120)
        try #require(setup.status == 0, "\(setup.output)")
        let pot = try ProcessRunner.run("/usr/bin/meson", ["compile", "-C", build, "floating-tabs-pot"], timeout: 120)
        try #require(pot.status == 0, "\(pot.output)")
        let catalog = try String(contentsOf: root.appendingPathComponent("po/floating-tabs.pot"), encoding: .utf8)
        let msgids = Set(catalog.matches(of: /msgid "((?:[^"\\]|\\.)*)"/).map { String($0.1) })

        let listed = Set(
            try String(contentsOf: root.appendingPathComponent("po/POTFILES.in"), encoding: .utf8)
                .split(separator: "\n").map(String.init))
        let sources = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)!
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Localization/") }
        var marked = 0
        for file in sources {
            let text = try String(contentsOf: root.appendingPathComponent("Sources/\(file)"), encoding: .utf8)
            let strings = text.matches(of: /localized\("((?:[^"\\]|\\.)*)"/).map { String($0.1) }
            guard !strings.isEmpty else { continue }
            #expect(listed.contains("Sources/\(file)"), "Sources/\(file) marks strings but is not in po/POTFILES.in")
            for string in strings {
                marked += 1
                #expect(msgids.contains(string), "“\(string)” (Sources/\(file)) is missing from the POT")
            }
        }
        #expect(marked >= 50, "only \(marked) marked strings found")
        for tab in ["Files", "Recent", "Notes", "Settings"] { #expect(msgids.contains(tab)) }
    }

    /// Every language in po/LINGUAS is complete: each message of the POT translated, the same
    /// {placeholders} kept, and msgfmt's checks (format, header) pass.
    @Test func everyListedLanguageTranslatesEveryMessage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let po = root.appendingPathComponent("po")
        let languages = try String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        #expect(languages.contains("ko"))
        let pot = try String(contentsOf: po.appendingPathComponent("floating-tabs.pot"), encoding: .utf8)
        let msgids = Set(pot.matches(of: /msgid "((?:[^"\\]|\\.)+)"/).map { String($0.1) })
        func placeholders(_ text: String) -> [String] { text.matches(of: /\{[a-z]+\}/).map { String($0.0) }.sorted() }
        for language in languages {
            let file = po.appendingPathComponent("\(language).po")
            let catalog = try String(contentsOf: file, encoding: .utf8)
            var translations: [String: String] = [:]
            for match in catalog.matches(of: /msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"/) {
                translations[String(match.1)] = String(match.2)
            }
            for msgid in msgids {
                let translated = translations[msgid] ?? ""
                #expect(!translated.isEmpty, "\(language): “\(msgid)” is not translated")
                #expect(placeholders(translated) == placeholders(msgid), "\(language): “\(translated)” changes the placeholders of “\(msgid)”")
            }
            let checked = try ProcessRunner.run("/usr/bin/msgfmt", ["--check", "-o", "/dev/null", file.path], timeout: 30)
            #expect(checked.status == 0 && !checked.output.contains("warning"), "\(language): \(checked.output)")
        }
    }
}
