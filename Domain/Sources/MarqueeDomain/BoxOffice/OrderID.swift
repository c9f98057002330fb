/// The identity of an ``Order``, made by ``BoxOfficeFactory`` through the
/// ``IDGenerator`` port.
public struct OrderID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier as stored and typed.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Throws: ``BoxOfficeError/invalidIdentifier(_:)`` unless it is 1–64 ASCII
    ///   letters, digits, `-` or `_`.
    public init(_ rawValue: String) throws(BoxOfficeError) {
        guard IdentifierRules.isValid(rawValue) else { throw .invalidIdentifier(rawValue) }
        self.rawValue = rawValue
    }

    /// Reads an identifier as a person typed it: surrounding whitespace is ignored.
    ///
    /// - Throws: ``BoxOfficeError/invalidIdentifier(_:)`` as ``init(_:)``.
    public init(parsing text: String) throws(BoxOfficeError) {
        try self.init(text.trimmingWhitespace())
    }

    /// Orders identifiers by their text, so lists of orders sort the same on every run.
    public static func < (lhs: OrderID, rhs: OrderID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier as stored and as typed on a command line.
    public var description: String { rawValue }
}
