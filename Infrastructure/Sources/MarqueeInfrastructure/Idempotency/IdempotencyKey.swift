/// A client's `Idempotency-Key`: 1 to 255 visible ASCII characters
/// (`!` to `~`), checked once when it is made.
public struct IdempotencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The key as the client sent it.
    public let value: String

    /// The longest key accepted, in characters.
    public static let maximumLength = 255

    /// Checks a key.
    ///
    /// - Throws: ``IdempotencyKeyError/invalid`` when it is empty, longer
    ///   than ``maximumLength``, or holds anything but visible ASCII.
    public init(_ value: String) throws(IdempotencyKeyError) {
        guard (1...Self.maximumLength).contains(value.utf8.count),
            value.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { throw .invalid }
        self.value = value
    }

    /// The key as the client sent it.
    public var description: String { value }
}

/// Why a text is not an ``IdempotencyKey``.
public enum IdempotencyKeyError: Error, Equatable, Sendable {
    /// It is empty, longer than 255 characters, or not visible ASCII.
    case invalid
}
