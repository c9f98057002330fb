/// The identity of a ``User``: assigned once, at registration, by the
/// ``IDGenerator`` port, and never changed — not even by a rename.
public struct UserID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier as stored and typed.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Throws: ``AccountsError/invalidUserID(_:)`` unless it is 1–64 ASCII
    ///   letters, digits, `-` or `_`.
    public init(_ rawValue: String) throws(AccountsError) {
        guard IdentifierRules.isValid(rawValue) else { throw .invalidUserID(rawValue) }
        self.rawValue = rawValue
    }

    /// Orders identifiers by their text, so lists of users sort the same on every run.
    public static func < (lhs: UserID, rhs: UserID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier as stored and as typed on a command line.
    public var description: String { rawValue }
}
