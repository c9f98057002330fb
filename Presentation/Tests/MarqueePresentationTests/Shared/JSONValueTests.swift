import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// `--json` text: exact for scripts, never raw control or direction
/// characters for a terminal.
@Suite struct JSONValueTests {
    @Test func anEightBitCSIInATitleIsEscaped() {
        let text = JSONValue.string("Evil\u{9B}31m").text
        #expect(text == "\"Evil\\u009b31m\"")
    }

    @Test func aRightToLeftOverrideInATitleIsEscaped() {
        let text = JSONValue.string("txt.\u{202E}exe").text
        #expect(text == "\"txt.\\u202eexe\"")
    }

    @Test func noUnsafeScalarIsLeftRaw() throws {
        let movie = MovieFixtures.movie(66, "A\u{9B}B\u{202E}C\u{2066}D\u{7F}E")
        let text = movie.json.text
        #expect(
            !text.unicodeScalars.contains {
                $0.value == 0x9B || $0.value == 0x202E || $0.value == 0x2066 || $0.value == 0x7F
            })
    }

    @Test func theLayoutsLineBreaksStay() {
        let text = JSONValue.object(["title": .string("A\u{9B}B\u{202E}C")]).text
        #expect(text == "{\n  \"title\" : \"A\\u009bB\\u202eC\"\n}")
    }

    @Test func aLineBreakInsideAStringIsEscapedByTheEncoder() {
        #expect(JSONValue.string("a\nb").text == "\"a\\nb\"")
    }

    @Test func printableTextAccentsAndWideCharactersPassUnchanged() {
        #expect(JSONValue.string("千と千尋の神隠し — Amélie").text == "\"千と千尋の神隠し — Amélie\"")
    }

    @Test func keysAreSortedAndSlashesUnescaped() {
        #expect(
            JSONValue.object(["b": .int(1), "a": .string("/x.jpg")]).text == "{\n  \"a\" : \"/x.jpg\",\n  \"b\" : 1\n}")
    }

    @Test func absentValuesAreNull() {
        #expect(JSONValue.string(nil) == .null)
        #expect(JSONValue.int(nil) == .null)
        #expect(JSONValue.null.text == "null")
    }

    @Test func theJSONOfACommandIsWrittenAsItIs() {
        let output = CommandOutput.json(.string("a\u{9B}"))
        #expect(output.standardOutput == ["\"a\\u009b\""])
    }
}
