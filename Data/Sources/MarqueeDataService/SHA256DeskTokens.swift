import Crypto
public import MarqueeDomain

/// Desk tokens as the App makes them: 32 random bytes from the system's
/// cryptographic generator, written `marquee_` and 43 base64url characters,
/// and kept as their SHA-256 digest. A token of 256 random bits needs no
/// slow password hash: nobody can guess one to test against a digest.
public struct SHA256DeskTokens: DeskTokens {
    /// Creates the token source.
    public init() {}

    public func newToken() async -> DeskToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        // 8 + 43 characters of an alphabet DeskToken accepts.
        guard let token = try? DeskToken("marquee_" + Self.base64URL(bytes)) else {
            preconditionFailure("a base64url token is a valid DeskToken")
        }
        return token
    }

    public func digest(of token: DeskToken) -> DeskTokenDigest {
        let digest = SHA256.hash(data: Array(token.secret.utf8))
        return DeskTokenDigest(hex: digest.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined())
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// Base64url without padding.
    package static func base64URL(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value = 0
            for byte in chunk { value = value << 8 | Int(byte) }
            value <<= 8 * (3 - chunk.count)
            for position in 0..<(chunk.count + 1) { text.append(alphabet[(value >> (18 - 6 * position)) & 63]) }
            index += 3
        }
        return text
    }
}
