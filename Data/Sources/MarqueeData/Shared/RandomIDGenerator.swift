public import MarqueeDomain

/// Short random identifiers for new users, screenings and orders, such as
/// `o-7k2m9x4qd1`: a prefix naming the kind, then ten characters from
/// Crockford's base-32 alphabet in lower case (no `i`, `l`, `o`, `u`, so an id
/// read aloud or copied by hand survives).
///
/// Ten characters hold 50 random bits: two ids collide with odds below one
/// in a thousand after a million orders, and a collision is refused by the
/// table's primary key rather than overwriting anything. Short enough to
/// type after `marquee orders pay`, which a 36-character UUID is not.
public struct RandomIDGenerator: IDGenerator {
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    static let randomLength = 10

    /// Put before every id, such as `"o-"`; letters, digits, `-` or `_` only.
    public let prefix: String

    /// Creates a generator of ids starting with `prefix`.
    public init(prefix: String) {
        self.prefix = prefix
    }

    /// Ten characters of 32 are 50 random bits: one 64-bit draw from the
    /// system's generator, five bits a character, so each is exactly
    /// uniform. (A draw per character cost ten `getrandom` calls per order
    /// the service placed.)
    public func nextID() -> String {
        var generator = SystemRandomNumberGenerator()
        var bits: UInt64 = generator.next()
        var characters: [Character] = []
        characters.reserveCapacity(Self.randomLength)
        for _ in 0..<Self.randomLength {
            characters.append(Self.alphabet[Int(bits & 0b11111)])
            bits >>= 5
        }
        return prefix + String(characters)
    }
}
