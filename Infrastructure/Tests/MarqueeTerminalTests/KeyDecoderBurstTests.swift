import MarqueeTerminal
import MarqueeTerminalModel
import Testing

/// What one read of the terminal becomes when it holds several typed
/// characters (issue 36: a paste without bracketed paste came as one key and
/// one frame per character, and the letters after an Enter acted as shortcuts).
@Suite struct KeyDecoderBurstTests {
    private func read(_ text: String) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return KeyDecoder.groupingBursts(decoder.feed(Array(text.utf8)) + decoder.flush())
    }

    @Test func aPasteWithLineBreaksIsOneBurstWithLineFeeds() {
        #expect(read("Alpha\rBravo\rCharlie") == [.burst("Alpha\nBravo\nCharlie")])
        #expect(read("Alpha\nBravo") == [.burst("Alpha\nBravo")])
    }

    @Test func enterBeforeTheFirstOrAfterTheLastCharacterStaysAKey() {
        #expect(read("\rRipley\r\r") == [.key(.enter), .burst("Ripley"), .key(.enter), .key(.enter)])
    }

    @Test func oneCharacterIsAKeyEvenWithEntersAroundIt() {
        #expect(read("2") == [.key(.character("2"))])
        #expect(read("y\r") == [.key(.character("y")), .key(.enter)])
        #expect(read("\r\r") == [.key(.enter), .key(.enter)])
    }

    @Test func otherKeysSplitRunsAndKeepTheirPlace() {
        // Ctrl-C, an arrow and Tab are keys wherever they stand.
        #expect(
            read("ab\u{03}cd\u{1B}[Aef\tg") == [
                .burst("ab"), .key(.control("c")), .burst("cd"), .key(.up), .burst("ef"), .key(.tab),
                .key(.character("g")),
            ])
    }

    @Test func aBracketedPasteStaysAPaste() {
        #expect(read("x\u{1B}[200~pasted\u{1B}[201~yz") == [.key(.character("x")), .paste("pasted"), .burst("yz")])
    }

    @Test func graphemesOfAnyScriptAndEmojiKeepTheirOrder() {
        let text = "Zoë 李小龍 👍🏽"
        #expect(read(text) == [.burst(text)])
    }

    @Test func aBurstIsTheKeysItWasMadeOf() {
        #expect(
            TerminalEvent.burstKeys("ab\nc") == [.character("a"), .character("b"), .enter, .character("c")])
        let text = "Alpha\rBravo q"
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array(text.utf8)) + decoder.flush()
        guard case let .burst(burst)? = read(text).first else {
            Issue.record("no burst")
            return
        }
        #expect(TerminalEvent.burstKeys(burst).map(TerminalEvent.key) == keys)
    }

    @Test func fiveThousandCharactersInOneReadAreOneEvent() {
        let text = String(repeating: "abcdefghij", count: 500)
        #expect(read(text) == [.burst(text)])
    }
}
