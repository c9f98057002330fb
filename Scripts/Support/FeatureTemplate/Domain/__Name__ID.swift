/// The identity of a ``__Name__``: assigned once, when it is added, by the
/// ``IDGenerator`` port, and never changed.
public struct __Name__ID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier as stored and typed.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Throws: ``__Name__Error/invalidID(_:)`` unless it is 1–64 ASCII
    ///   letters, digits, `-` or `_`.
    public init(_ rawValue: String) throws(__Name__Error) {
        guard IdentifierRules.isValid(rawValue) else { throw .invalidID(rawValue) }
        self.rawValue = rawValue
    }

    /// Orders identifiers by their text, so lists sort the same on every run.
    public static func < (lhs: __Name__ID, rhs: __Name__ID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier as stored and as typed on a command line.
    public var description: String { rawValue }
}
