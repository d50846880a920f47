import Localization
import Testing

/// Placeholders are filled in one pass, so inserted text is never read as a placeholder.
@Suite struct LocalizationTests {
    @Test func aValueThatLooksLikeAPlaceholderIsInsertedLiterally() {
        let text = filling("Cannot open “{name}”: {reason}.", ["name": "{reason}", "reason": "permission denied"])
        #expect(text == "Cannot open “{reason}”: permission denied.")
    }

    @Test func unknownAndUnclosedBracesStay() {
        #expect(filling("{a} {b} {", ["a": "1"]) == "1 {b} {")
        #expect(filling("}{a}{{a}}", ["a": "x"]) == "}x{x}")
        #expect(filling("", ["a": "x"]) == "")
    }

    @Test func textAroundPlaceholdersKeepsEveryCharacter() {
        #expect(filling("Größe „{name}“ – {n} 👩‍👩‍👧 {n}", ["name": "Ärger.txt", "n": "3"]) == "Größe „Ärger.txt“ – 3 👩‍👩‍👧 3")
        #expect(filling("{név}: {a}", ["név": "x", "a": "é"]) == "x: é")
    }
}
