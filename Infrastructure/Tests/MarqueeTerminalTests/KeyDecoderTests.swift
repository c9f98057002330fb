import MarqueeTerminalModel
import MarqueeTerminal
import Testing

@Suite struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    private func key(_ code: TerminalKey.Code, _ modifiers: KeyModifiers = []) -> TerminalEvent {
        .key(TerminalKey(code, modifiers: modifiers))
    }

    private func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }
    private func ss3(_ text: String) -> [UInt8] { [0x1B, 0x4F] + Array(text.utf8) }

    @Test func printableASCIIIsOneCharacterKeyEach() {
        #expect(keys(Array("aZ 9~".utf8)) == "aZ 9~".map { key(.character($0)) })
    }

    @Test func arrowsInCSIAndSS3Forms() {
        #expect(keys(csi("A") + csi("B") + csi("C") + csi("D")) == [key(.up), key(.down), key(.right), key(.left)])
        #expect(keys(ss3("A") + ss3("B") + ss3("C") + ss3("D")) == [key(.up), key(.down), key(.right), key(.left)])
    }

    @Test func homeEndInEveryCommonForm() {
        let homes = csi("H") + ss3("H") + csi("1~") + csi("7~")
        let ends = csi("F") + ss3("F") + csi("4~") + csi("8~")
        #expect(keys(homes) == Array(repeating: key(.home), count: 4))
        #expect(keys(ends) == Array(repeating: key(.end), count: 4))
    }

    @Test func editingAndPagingKeys() {
        #expect(
            keys(csi("2~") + csi("3~") + csi("5~") + csi("6~")) == [
                key(.insert), key(.delete), key(.pageUp), key(.pageDown),
            ])
    }

    @Test func functionKeysInSS3CSITildeAndLinuxConsoleForms() {
        #expect(keys(ss3("P") + ss3("Q") + ss3("R") + ss3("S")) == (1...4).map { key(.function($0)) })
        #expect(
            keys(csi("11~") + csi("12~") + csi("13~") + csi("14~") + csi("15~")) == (1...5).map { key(.function($0)) })
        #expect(
            keys(csi("17~") + csi("18~") + csi("19~") + csi("20~") + csi("21~")) == (6...10).map { key(.function($0)) })
        #expect(keys(csi("23~") + csi("24~")) == [key(.function(11)), key(.function(12))])
        #expect(keys(csi("[A") + csi("[E")) == [key(.function(1)), key(.function(5))])
        #expect(keys(csi("1;2P")) == [key(.function(1), .shift)])
    }

    @Test func xtermModifierParameters() {
        #expect(keys(csi("1;5A")) == [key(.up, .control)])
        #expect(keys(csi("1;3D")) == [key(.left, .alt)])
        #expect(keys(csi("1;2H")) == [key(.home, .shift)])
        #expect(keys(csi("3;5~")) == [key(.delete, .control)])
        #expect(keys(csi("1;8C")) == [key(.right, [.shift, .alt, .control])])
    }

    @Test func tabShiftTabEnterAndBothBackspaces() {
        #expect(keys([0x09]) == [key(.tab)])
        #expect(keys(csi("Z")) == [key(.tab, .shift)])
        #expect(keys([0x0D, 0x0A]) == [key(.enter), key(.enter)])
        #expect(keys(ss3("M")) == [key(.enter)])
        #expect(keys([0x7F, 0x08]) == [key(.backspace), key(.backspace)])
    }

    @Test func controlLettersIncludingCtrlCAsAKey() {
        #expect(keys([0x03]) == [.key(.control("c"))])
        #expect(keys([0x01, 0x1A, 0x00]) == [.key(.control("a")), .key(.control("z")), .key(.control(" "))])
        #expect(TerminalKey.control("c").isInterrupt)
    }

    @Test func utf8CharactersWholeAndSplitAcrossReads() {
        #expect(keys(Array("é千🎬".utf8)) == [key(.character("é")), key(.character("千")), key(.character("🎬"))])
        var decoder = KeyDecoder()
        let clapper = Array("🎬".utf8)
        #expect(decoder.feed(clapper[0..<1]).isEmpty)
        #expect(decoder.feed(clapper[1..<3]).isEmpty)
        #expect(decoder.isWaitingForMoreInput)
        #expect(decoder.feed(clapper[3...]) == [key(.character("🎬"))])
    }

    @Test func loneEscIsEscOnlyAfterTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaitingForMoreInput)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.isWaitingForMoreInput)
    }

    @Test func escapeSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed([0x5B]).isEmpty)
        #expect(decoder.feed(Array("1;5".utf8)).isEmpty)
        #expect(decoder.feed([0x41]) == [key(.up, .control)])
    }

    @Test func escFollowedByAKeyIsAlt() {
        #expect(keys([0x1B, 0x78]) == [key(.character("x"), .alt)])
        #expect(keys([0x1B] + Array("é".utf8)) == [key(.character("é"), .alt)])
        #expect(keys([0x1B, 0x7F]) == [key(.backspace, .alt)])
        #expect(keys([0x1B, 0x5B]) == [key(.character("["), .alt)])
        #expect(keys([0x1B, 0x1B]) == [key(.escape), key(.escape)])
    }

    @Test func bracketedPasteIsOneEventNotKeys() {
        let bytes = csi("200~") + Array("line one\r\nq\u{1B}[A 千".utf8) + csi("201~") + Array("x".utf8)
        #expect(keys(bytes) == [.paste("line one\r\nq\u{1B}[A 千"), key(.character("x"))])
    }

    @Test func pasteSplitAcrossReadsWaitsForItsEndMarker() {
        var decoder = KeyDecoder()
        let bytes = csi("200~") + Array("hello".utf8) + csi("201~")
        var events: [TerminalEvent] = []
        for byte in bytes {
            events += decoder.feed([byte])
            #expect(!decoder.isWaitingForMoreInput || events.isEmpty)
            events += decoder.isWaitingForMoreInput ? [] : decoder.flush()
        }
        #expect(events == [.paste("hello")])
    }

    @Test func pasteLongerThanTheLimitIsCut() {
        var decoder = KeyDecoder(maximumPasteBytes: 4)
        let events = decoder.feed(csi("200~") + Array("abcdefgh".utf8) + csi("201~") + [0x71])
        #expect(events == [.paste("abcd"), key(.character("q"))])
    }

    @Test func unknownSequencesAreReportedNotKeys() {
        #expect(keys(csi("99~")) == [.unknown(csi("99~"))])
        #expect(keys(csi("?1;2c")) == [.unknown(csi("?1;2c"))])
        #expect(keys(ss3("z")) == [.unknown(ss3("z"))])
    }

    @Test func invalidUTF8IsUnknownAndDecodingGoesOn() {
        #expect(keys([0xFF, 0x61]) == [.unknown([0xFF]), key(.character("a"))])
        #expect(keys([0xC3, 0x61]) == [.unknown([0xC3]), key(.character("a"))])
        #expect(keys([0xE5, 0x8D]) == [.unknown([0xE5, 0x8D])])
        #expect(keys([0xED, 0xA0, 0x80]) == [.unknown([0xED, 0xA0, 0x80])])  // a UTF-16 surrogate
    }

    @Test func aBrokenSequenceIsDroppedAndTheNextByteDecoded() {
        #expect(keys(csi("1;") + [0x03]) == [.unknown(csi("1;")), .key(.control("c"))])
        let endless = csi(String(repeating: "1", count: 100))
        let events = keys(endless)
        #expect(events.allSatisfy { if case .unknown = $0 { true } else if case .key = $0 { true } else { false } })
    }

    @Test func randomGarbageNeverTrapsAndConsumesEverything() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var decoder = KeyDecoder(maximumPasteBytes: 64)
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<length).map { _ in
                [0x1B, 0x5B, 0x4F, 0x7E, 0x3B, 0x31, 0x32, 0x30, 0xE5, 0x80, 0xFF][
                    Int.random(in: 0..<11, using: &generator)] as UInt8
            }
            var cut = bytes.startIndex
            while cut < bytes.endIndex {
                let next = min(bytes.endIndex, cut + Int.random(in: 1...5, using: &generator))
                _ = decoder.feed(bytes[cut..<next])
                cut = next
            }
            _ = decoder.flush()
            #expect(!decoder.isWaitingForMoreInput)
        }
    }

    @Test func everyByteValueInAnyOrderNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        var decoder = KeyDecoder(maximumPasteBytes: 256)
        for _ in 0..<2000 {
            let chunk = (0..<Int.random(in: 1...16, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            _ = decoder.feed(chunk)
            if Bool.random(using: &generator) { _ = decoder.flush() }
        }
        _ = decoder.feed(csi("201~"))
        _ = decoder.flush()
        #expect(!decoder.isWaitingForMoreInput)
    }
}
