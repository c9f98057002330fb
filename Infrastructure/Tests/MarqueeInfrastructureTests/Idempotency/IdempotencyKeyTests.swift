import MarqueeInfrastructure
import Testing

@Suite struct IdempotencyKeyTests {
    @Test(arguments: ["a", "order-1f3e", "!~\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}", String(repeating: "k", count: 255)])
    func oneTo255VisibleASCIICharactersAreAKey(text: String) throws {
        #expect(try IdempotencyKey(text).value == text)
    }

    @Test(arguments: ["", " ", "a b", "tab\there", "ключ", "line\n", String(repeating: "k", count: 256), "\u{7F}"])
    func anythingElseIsRefused(text: String) {
        #expect(throws: IdempotencyKeyError.invalid) { try IdempotencyKey(text) }
    }
}
