import MarqueeInfrastructure
import Testing

@Suite struct TerminalTextTests {
    @Test func escapeSequencesBecomePlaceholders() {
        #expect(TerminalText.sanitized("a\u{1B}[31mb") == "a\u{FFFD}[31mb")
        #expect(TerminalText.sanitized("\u{1B}]0;title\u{07}") == "\u{FFFD}]0;title\u{FFFD}")
    }

    @Test func everyC0DelAndC1ControlIsReplaced() {
        let controls =
            (0x00..<0x20).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
            + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
        for scalar in controls {
            #expect(TerminalText.sanitized(String(Character(scalar))) == "\u{FFFD}")
        }
    }

    @Test func crlfIsOnePlaceholder() {
        #expect(TerminalText.sanitized("a\r\nb") == "a\u{FFFD}b")
    }

    @Test func printableTextIsUnchanged() {
        let text = "千と千尋の神隠し — Amélie 🎬 ~!"
        #expect(TerminalText.sanitized(text) == text)
    }

    @Test func aCellNeverHoldsAControlCharacter() {
        #expect(TerminalCell("\u{1B}").content == .grapheme("\u{FFFD}"))
        #expect(TerminalCell("\u{9B}").content == .grapheme("\u{FFFD}"))
        #expect(TerminalCell("\u{301}").content == .grapheme("\u{FFFD}"))
    }
}
