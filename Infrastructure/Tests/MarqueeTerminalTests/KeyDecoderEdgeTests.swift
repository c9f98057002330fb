import MarqueeTerminal
import MarqueeTerminalModel
import Testing

/// The key decoder at the edges of each table it reads, row by row.
///
/// | Input | Last refused / first read | Last read / first refused |
/// |---|---|---|
/// | single control bytes | `0x00` Ctrl-Space, `0x01` Ctrl-A | `0x1A` Ctrl-Z, `0x1B` Esc, `0x1C`…`0x1F` Ctrl-\ ] ^ _, `0x20` a space |
/// | `CSI n ~` | `0` unknown, `1` Home … `8` End; `10` unknown, `11` F1 | `15` F5, `16` unknown, `17` F6 … `21` F10, `22` unknown, `23` F11 … `26` F14, `27` unknown, `28` F15, `29` F16, `30` unknown, `31` F17 … `34` F20, `35` unknown |
/// | xterm modifier parameter | `0`, `1` none; `2` Shift | `8` Shift+Alt+Ctrl; `9` (Meta) none of the three |
/// | UTF-8 lead byte | `0x80`, `0xC1` unknown; `0xC2` two bytes | `0xF4` four bytes; `0xF5` unknown |
/// | CSI length | 32 bytes, final included: a key | 33 bytes: the first 32 unknown, the rest decoded afresh |
/// | SS3 modifier digits | up to 3 | a 4th digit: unknown |
/// | paste limit | exactly the limit: whole | one byte more: cut at the limit |
/// | SGR mouse | column and row from 1 | column or row 0: unknown |
/// | an unfinished `ESC [` / `ESC O` at the timeout | Alt-[ / Alt-O | |
@Suite struct KeyDecoderEdgeTests {
    private func events(_ bytes: [UInt8]) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    private func key(_ code: TerminalKey.Code, _ modifiers: KeyModifiers = []) -> TerminalEvent {
        .key(TerminalKey(code, modifiers: modifiers))
    }

    private func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }

    // MARK: Single bytes

    @Test(
        arguments: [
            (0x00 as UInt8, TerminalKey(.character(" "), modifiers: .control)),
            (0x01, TerminalKey(.character("a"), modifiers: .control)),
            (0x07, TerminalKey(.character("g"), modifiers: .control)),
            (0x08, TerminalKey(.backspace)), (0x09, TerminalKey(.tab)), (0x0A, TerminalKey(.enter)),
            (0x0D, TerminalKey(.enter)),
            (0x1A, TerminalKey(.character("z"), modifiers: .control)),
            (0x1C, TerminalKey(.character("\\"), modifiers: .control)),
            (0x1F, TerminalKey(.character("_"), modifiers: .control)), (0x20, TerminalKey(.character(" "))),
            (0x7E, TerminalKey(.character("~"))), (0x7F, TerminalKey(.backspace)),
        ] as [(UInt8, TerminalKey)])
    func eachControlByteIsItsKey(byte: UInt8, expected: TerminalKey) {
        #expect(events([byte]) == [.key(expected)])
    }

    // MARK: CSI n ~

    @Test(arguments: [
        (1, TerminalKey.Code.home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown), (7, .home),
        (8, .end), (11, .function(1)), (15, .function(5)), (17, .function(6)), (21, .function(10)),
        (23, .function(11)), (26, .function(14)), (28, .function(15)), (29, .function(16)), (31, .function(17)),
        (34, .function(20)),
    ])
    func theFirstAndLastNumberOfEachTildeRunIsAKey(number: Int, code: TerminalKey.Code) {
        #expect(events(csi("\(number)~")) == [key(code)])
    }

    @Test(arguments: [0, 9, 10, 16, 22, 27, 30, 35, 200_000])
    func theNumbersBetweenTheRunsAreUnknown(number: Int) {
        #expect(events(csi("\(number)~")) == [.unknown(csi("\(number)~"))])
    }

    @Test(
        arguments: [
            (0, KeyModifiers()), (1, []), (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control),
            (6, [.shift, .control]), (7, [.alt, .control]), (8, [.shift, .alt, .control]), (9, []),
            (10, .shift),
        ] as [(Int, KeyModifiers)])
    func theModifierParameterIsOnePlusABitSet(parameter: Int, modifiers: KeyModifiers) {
        #expect(events(csi("1;\(parameter)A")) == [key(.up, modifiers)])
    }

    // MARK: UTF-8

    @Test(
        arguments: [
            ([0xC2, 0xA0] as [UInt8], "\u{A0}" as Character), ([0xDF, 0xBF], "\u{7FF}"),
            ([0xE0, 0xA0, 0x80], "\u{800}"),
            ([0xEF, 0xBF, 0xBD], "\u{FFFD}"), ([0xF0, 0x90, 0x80, 0x80], "\u{10000}"),
            ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
        ] as [([UInt8], Character)])
    func theFirstAndLastLeadBytesOfEachLengthAreCharacters(bytes: [UInt8], character: Character) {
        #expect(events(bytes) == [key(.character(character))])
    }

    @Test(arguments: [[0x80] as [UInt8], [0xBF], [0xC0], [0xC1], [0xF5], [0xF8], [0xFF]])
    func aByteThatCannotLeadIsUnknownAlone(bytes: [UInt8]) {
        #expect(events(bytes + [0x61]) == [.unknown(bytes), key(.character("a"))])
        // A continuation byte after it does not make it a character's start.
        #expect(events(bytes + [0x80]) == [.unknown(bytes), .unknown([0x80])])
    }

    @Test func anOverlongOrTooLargeCharacterIsUnknownWhole() {
        #expect(events([0xE0, 0x80, 0x80]) == [.unknown([0xE0, 0x80, 0x80])])
        #expect(events([0xF4, 0x90, 0x80, 0x80]) == [.unknown([0xF4, 0x90, 0x80, 0x80])])
    }

    // MARK: Lengths and limits

    @Test func aCSIOfThirtyTwoBytesIsAKeyAndOneOfThirtyThreeIsNot() {
        let thirtyTwo = csi(String(repeating: "0", count: 26) + "1;5A")
        #expect(thirtyTwo.count == 32)
        #expect(events(thirtyTwo) == [key(.up, .control)])
        let thirtyThree = csi(String(repeating: "0", count: 27) + "1;5A")
        #expect(events(thirtyThree) == [.unknown(Array(thirtyThree.prefix(32))), key(.character("A"))])
    }

    @Test func ss3TakesUpToThreeModifierDigits() {
        #expect(events([0x1B, 0x4F, 0x35, 0x50]) == [key(.function(1), .control)])
        #expect(events([0x1B, 0x4F] + Array("005P".utf8)) == [key(.function(1), .control)])
        #expect(
            events([0x1B, 0x4F] + Array("0005P".utf8)) == [
                .unknown([0x1B, 0x4F] + Array("0005".utf8)), key(.character("P")),
            ])
    }

    @Test func aPasteOfExactlyTheLimitIsWholeAndOneByteMoreIsCut() {
        var exact = KeyDecoder(maximumPasteBytes: 5)
        #expect(exact.feed(csi("200~") + Array("12345".utf8) + csi("201~")) == [.paste("12345")])
        var over = KeyDecoder(maximumPasteBytes: 5)
        #expect(over.feed(csi("200~") + Array("123456".utf8) + csi("201~")) == [.paste("12345")])
        var empty = KeyDecoder(maximumPasteBytes: 5)
        #expect(empty.feed(csi("200~") + csi("201~")) == [.paste("")])
    }

    @Test func aPasteWaitsForItsEndMarkerWhateverTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(csi("200~") + Array("ab".utf8) + [0x1B]).isEmpty)
        #expect(!decoder.isWaitingForMoreInput)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("[201~".utf8)) == [.paste("ab")])
    }

    // MARK: Mouse

    @Test func mousePositionsCountFromOne() {
        #expect(
            events(csi("<0;1;1M")) == [.mouse(MouseEvent(.press(.left), at: TerminalPosition(row: 0, column: 0)))])
        #expect(events(csi("<0;0;1M")) == [.unknown(csi("<0;0;1M"))])
        #expect(events(csi("<0;1;0M")) == [.unknown(csi("<0;1;0M"))])
    }

    typealias MouseReport = (code: Int, final: String, action: MouseEvent.Action, modifiers: KeyModifiers)

    @Test(
        arguments: [
            (0, "M", MouseEvent.Action.press(.left), KeyModifiers()), (1, "M", .press(.middle), []),
            (2, "M", .press(.right), []), (3, "M", .release, []), (0, "m", .release, []), (32, "M", .drag(.left), []),
            (64, "M", .wheelUp, []), (65, "M", .wheelDown, []), (4, "M", .press(.left), .shift),
            (8, "M", .press(.left), .alt), (16, "M", .press(.left), .control),
            (28, "M", .press(.left), [.shift, .alt, .control]),
        ] as [MouseReport])
    func mouseButtonCodesAreBitSets(report: MouseReport) {
        let position = TerminalPosition(row: 4, column: 9)
        #expect(
            events(csi("<\(report.code);10;5\(report.final)"))
                == [.mouse(MouseEvent(report.action, at: position, modifiers: report.modifiers))])
    }

    // MARK: Escape at the timeout

    @Test func anUnfinishedIntroducerIsAltOfItsLetterAtTheTimeout() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B, 0x5B]).isEmpty)
        #expect(decoder.isWaitingForMoreInput)
        #expect(decoder.flush() == [key(.character("["), .alt)])
        #expect(events([0x1B, 0x4F]) == [key(.character("O"), .alt)])
        #expect(events([0x1B, 0x1B]) == [key(.escape), key(.escape)])
        #expect(events([0x1B, 0xC3, 0xA9]) == [key(.character("é"), .alt)])
        #expect(events([0x1B, 0x01]) == [key(.character("a"), [.control, .alt])])
    }
}
