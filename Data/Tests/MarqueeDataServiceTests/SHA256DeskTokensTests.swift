import MarqueeDataService
import MarqueeDomain
import Testing

/// Desk tokens: long, random, distinct, kept as their SHA-256 digest.
@Suite struct SHA256DeskTokensTests {
    @Test func tokensAreLongRandomAndDistinct() async {
        let tokens = SHA256DeskTokens()
        let first = await tokens.newToken()
        let second = await tokens.newToken()
        #expect(first.secret.hasPrefix("marquee_") && first.secret.count == 8 + 43)
        #expect(first != second)
    }

    @Test func theDigestIsSHA256InHex() throws {
        // echo -n abc | sha256sum
        #expect(
            SHA256DeskTokens().digest(of: try DeskToken("abc")).hex
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func base64URLWritesTheRFC4648Alphabet() {
        #expect(SHA256DeskTokens.base64URL(Array("foobar".utf8)) == "Zm9vYmFy")
        #expect(SHA256DeskTokens.base64URL(Array("fo".utf8)) == "Zm8")
        #expect(SHA256DeskTokens.base64URL([0xFB, 0xFF]) == "-_8")
    }
}
