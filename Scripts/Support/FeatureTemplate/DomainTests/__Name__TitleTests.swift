import __Prefix__Domain
import Testing

@Suite struct __Name__TitleTests {
    @Test func whitespaceIsFoldedAndTrimmed() throws {
        #expect(try __Name__Title("  First \n  __label__ ").text == "First __label__")
    }

    @Test func anEmptyTitleIsRefused() {
        #expect(throws: __Name__Error.invalidTitle(.empty)) { try __Name__Title(" \t ") }
    }

    @Test func aTitleLongerThanTheLimitIsRefusedWithItsLength() throws {
        let limit = __Name__Title.maximumLength
        #expect(try __Name__Title(String(repeating: "a", count: limit)).text.count == limit)
        #expect(throws: __Name__Error.invalidTitle(.tooLong(limit + 1))) {
            try __Name__Title(String(repeating: "a", count: limit + 1))
        }
    }

    @Test func aControlCharacterIsRefused() {
        #expect(throws: __Name__Error.invalidTitle(.controlCharacter)) { try __Name__Title("bad\u{1B}[31m") }
    }
}
