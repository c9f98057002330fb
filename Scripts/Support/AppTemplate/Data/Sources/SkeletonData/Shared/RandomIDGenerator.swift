public import SkeletonDomain

/// Short random identifiers for new records, such as `note-7k2m9x4qd1`: a
/// prefix naming the kind, then ten characters from Crockford's base-32
/// alphabet in lower case (no `i`, `l`, `o`, `u`, so an id read aloud or
/// copied by hand survives).
///
/// Ten characters hold 50 random bits: two ids collide with odds below one in
/// a thousand after a million records, and a collision is refused by the
/// store's primary key rather than overwriting anything.
public struct RandomIDGenerator: IDGenerator {
    private static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    static let randomLength = 10

    /// Put before every id, such as `"note-"`; letters, digits, `-` or `_` only.
    public let prefix: String

    /// Creates a generator of ids starting with `prefix`.
    public init(prefix: String) {
        self.prefix = prefix
    }

    public func nextID() -> String {
        var generator = SystemRandomNumberGenerator()
        let characters = (0..<Self.randomLength).map { _ in
            Self.alphabet[Int(generator.next(upperBound: UInt8(Self.alphabet.count)))]
        }
        return prefix + String(characters)
    }
}
