import MarqueeTerminalModel
import Testing

@Suite struct DisplayWidthTests {
    @Test func japaneseTitleIsTwoColumnsACharacter() {
        #expect(DisplayWidth.of("千と千尋の神隠し") == 16)
    }

    @Test func ameliIsSixColumnsInNFCAndNFD() {
        #expect(DisplayWidth.of("Am\u{E9}lie") == 6)
        #expect(DisplayWidth.of("Ame\u{301}lie") == 6)
    }

    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.of("Star Wars") == 9)
    }

    @Test func zeroWidthAndCombiningMarksTakeNoColumns() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{200D}" as Unicode.Scalar) == 0)
    }

    @Test func hangulFullwidthAndEmojiAreWide() {
        #expect(DisplayWidth.of("기생충") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("🎬") == 2)
        #expect(DisplayWidth.of("👩‍🚀") == 2)
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
    }

    @Test func controlCharactersTakeNoColumns() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{9B}") == 0)
    }
}
