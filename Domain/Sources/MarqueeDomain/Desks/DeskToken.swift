/// The secret a desk presents to the box office service.
///
/// It is never shown after the desk is added, never logged and never stored:
/// ``description`` is `<redacted>`, so interpolating a token by mistake
/// leaks nothing, and the store keeps only its ``DeskTokenDigest``.
public struct DeskToken: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// How long a presented token may be; longer ones are refused unread.
    public static let maximumLength = 256

    /// The token's text, to hand to the person who sets the desk up, or to
    /// send to the service.
    public let secret: String

    /// Reads a presented token.
    ///
    /// - Throws: ``DeskError/invalidToken`` unless it is 1 to
    ///   ``maximumLength`` visible ASCII characters.
    public init(_ secret: String) throws(DeskError) {
        guard !secret.isEmpty, secret.utf8.count <= Self.maximumLength,
            secret.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { throw .invalidToken }
        self.secret = secret
    }

    /// `<redacted>`: a token never reaches a log line by interpolation.
    public var description: String { "<redacted>" }

    /// `<redacted>`, as ``description``.
    public var debugDescription: String { "<redacted>" }
}

/// The one-way digest of a ``DeskToken`` that the store keeps instead of it.
public struct DeskTokenDigest: Hashable, Sendable, CustomStringConvertible {
    /// The digest as lower-case hexadecimal text.
    public let hex: String

    /// Wraps a digest's hexadecimal text.
    public init(hex: String) {
        self.hex = hex
    }

    /// Whether two digests are equal, taking the same time wherever they
    /// differ, so the time an answer takes says nothing about a stored digest.
    public func matches(_ other: DeskTokenDigest) -> Bool {
        let left = Array(hex.utf8)
        let right = Array(other.hex.utf8)
        // A length difference counts on its own: folding the lengths into a
        // byte would let lengths 256 apart compare equal.
        var difference: UInt8 = left.count == right.count ? 0 : 1
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0
    }

    /// The hexadecimal text (a digest reveals nothing of its token).
    public var description: String { hex }
}
