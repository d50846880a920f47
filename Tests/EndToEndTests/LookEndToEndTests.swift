import Foundation
import Testing

extension EndToEnd {
    /// Screenshots of the real app in a right-to-left locale and with the high-contrast theme, kept
    /// under .build/screenshots and checked where a check can be automated.
    @Suite struct LookEndToEndTests {
        @Test func rightToLeftLocaleMirrorsTheBarAndTheIndicatorMoves() throws {
            let session = try AppSession()
            defer { session.stop() }
            // Arabic from GTK's own translations; C.UTF-8 exists on every system.
            // A real Arabic locale (scripts/test generates it): GTK reads the direction from it.
            try session.launch(adding: ["LANG": "ar_EG.UTF-8"], removing: ["LANGUAGE", "LC_ALL", "LC_MESSAGES"])
            let tabs = session.tabs(once: 4)
            let x = Dictionary(uniqueKeysWithValues: tabs.map { ($0.name, $0.x) })
            #expect(tabs.map(\.name) == ["Files", "Recent", "Notes", "Settings"], "accessible order stays logical")
            #expect(x["Files"]! > x["Recent"]! && x["Recent"]! > x["Notes"]! && x["Notes"]! > x["Settings"]!, "tabs are not mirrored: \(x)")
            _ = try session.screenshot("rtl")

            session.xdotool("search", "--name", "FloatingTabs", "windowfocus", "--sync") // no window manager gives it focus
            session.xdotool("key", "ctrl+Page_Down") // next tab: to the left in RTL
            #expect(AppSession.poll(timeout: 10) { session.selectedTabName() == "Recent" })
            _ = try session.screenshot("rtl-next")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }

        @Test func highContrastThemeKeepsTabTitlesLegible() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.launch(adding: ["GTK_THEME": "HighContrast"])
            let tabs = session.tabs(once: 4)
            let shot = try session.screenshot("high-contrast")
            // An unselected tab: its title and icon over the bar's background. The darkest and the
            // lightest pixel of the tab are the text's and the background's colours.
            let tab = try #require(tabs.first { $0.name == "Notes" })
            let (darkest, lightest) = try session.luminanceRange(of: shot, x: tab.x + 4, y: tab.y + 4, width: tab.width - 8, height: tab.height - 8)
            let contrast = (lightest + 0.05) / (darkest + 0.05)
            print("LookEndToEndTests: high-contrast tab text contrast \(String(format: "%.1f", contrast)):1")
            #expect(contrast >= 4.5, "contrast \(contrast):1 (luminance \(darkest) on \(lightest))")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }

        @Test func theBarFloatsOverThePageOnItsShadow() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.launch()
            let tabs = session.tabs(once: 4)
            let shot = try session.screenshot("bar-shadow")
            // Down the middle of the bar from the tabs' bottom edge: the pill's padding, then its
            // border (the first darker row); just below that, the shadow; the empty page beside the
            // bar, beyond the shadow's reach, at the same height.
            let left = try #require(tabs.map(\.x).min())
            let right = try #require(tabs.map { $0.x + $0.width }.max())
            let middle = (left + right) / 2
            let bottom = try #require(tabs.map { $0.y + $0.height }.max())
            var border: Int?
            for y in bottom..<(bottom + 80) where try session.luminance(of: shot, x: middle - 20, y: y, width: 40, height: 1) < 0.95 {
                border = y
                break
            }
            let edge = try #require(border, "no edge below the bar's tabs")
            let shadow = try session.luminance(of: shot, x: middle - 40, y: edge + 2, width: 80, height: 3)
            let page = try session.luminance(of: shot, x: left - 90, y: edge + 2, width: 40, height: 3)
            let figures = (String(format: "%.3f", shadow), String(format: "%.3f", page))
            print("LookEndToEndTests: the bar's lower edge at y \(edge); luminance under it \(figures.0), beside the bar \(figures.1)")
            #expect(shadow < page - 0.02, "no shadow under the bar: \(shadow) against the page's \(page)")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }

        @Test func windowSizeIsRememberedAcrossRestarts() throws {
            let session = try AppSession()
            defer { session.stop() }
            try session.launch()
            func geometry() -> String {
                let output = (try? session.run("/usr/bin/xdotool", ["search", "--name", "FloatingTabs", "getwindowgeometry"]).output) ?? ""
                return output.split(separator: "\n").first { $0.contains("Geometry") }.map(String.init) ?? ""
            }
            let before = geometry()
            session.xdotool("search", "--name", "FloatingTabs", "windowsize", "--sync", "700", "520")
            #expect(AppSession.poll(timeout: 10) { geometry() != before && !geometry().isEmpty }, "the window did not resize")
            let resized = geometry()
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
            try session.launch()
            #expect(AppSession.poll(timeout: 10) { geometry() == resized }, "after a restart: \(geometry()), before: \(resized)")
            #expect(session.quit(), "Ctrl+Q did not quit; the app was killed")
        }
    }
}
