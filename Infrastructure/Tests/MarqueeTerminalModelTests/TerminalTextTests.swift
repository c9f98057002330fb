import MarqueeTerminalModel
import Testing

@Suite struct TerminalTextTests {
    @Test func escapeSequencesBecomePlaceholders() {
        #expect(TerminalText.neutralized("a\u{1B}[31mb") == "a\u{FFFD}[31mb")
        #expect(TerminalText.neutralized("\u{1B}]0;title\u{07}") == "\u{FFFD}]0;title\u{FFFD}")
    }

    @Test func everyC0DelAndC1ControlButLineBreaksIsReplaced() {
        let controls =
            (0x00..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Unicode.Scalar(UInt8($0)) }
            + [Unicode.Scalar(UInt8(0x7F))]
            + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
        for scalar in controls {
            #expect(TerminalText.neutralized(String(Character(scalar))) == "\u{FFFD}")
        }
    }

    @Test func tabsAndLineBreaksBecomeOneSpaceEach() {
        #expect(TerminalText.neutralized("a\r\nb\tc\nd\re") == "a b c d e")
    }

    @Test func bidirectionalOverridesAndIsolatesAreReplaced() {
        for scalar in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            let text = "a" + String(Character(Unicode.Scalar(UInt32(scalar))!)) + "b"
            #expect(TerminalText.neutralized(text) == "a\u{FFFD}b")
        }
    }

    @Test func wrapBreaksAtSpacesByDisplayWidthAndCutsLongWords() {
        #expect(TerminalText.wrap("千と千尋 の神隠し is long", width: 8) == ["千と千尋", "の神隠し", "is long"])
        #expect(TerminalText.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TerminalText.wrap("anything", width: 0).isEmpty)
    }

    @Test func fitPadsAndCutsByDisplayWidth() {
        #expect(TerminalText.fit("千と千尋の神隠し", width: 9) == "千と千尋…")
        #expect(TerminalText.fit("Alien", width: 8) == "Alien   ")
        #expect(TerminalText.rightAligned("42", width: 5) == "   42")
    }

    @Test func printableTextIsUnchanged() {
        let text = "千と千尋の神隠し — Amélie 🎬 ~!"
        #expect(TerminalText.neutralized(text) == text)
    }

    @Test func aCellNeverHoldsAControlCharacter() {
        #expect(TerminalCell("\u{1B}").content == .grapheme("\u{FFFD}"))
        #expect(TerminalCell("\u{9B}").content == .grapheme("\u{FFFD}"))
        #expect(TerminalCell("\u{301}").content == .grapheme("\u{FFFD}"))
    }
}
