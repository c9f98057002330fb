/// The identity of a ``Movie``: a positive integer, as TMDB assigns them.
public struct MovieID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The raw identifier.
    public let rawValue: Int

    /// Creates an identifier.
    ///
    /// - Throws: ``CatalogError/invalidMovieID(_:)`` when `rawValue` is not positive.
    public init(_ rawValue: Int) throws(CatalogError) {
        guard rawValue > 0 else { throw .invalidMovieID(rawValue) }
        self.rawValue = rawValue
    }

    /// Parses an identifier typed by a person, such as `"348"`.
    ///
    /// - Throws: ``CatalogError/invalidMovieID(_:)`` (with `0`) when the text is not a positive integer.
    public init(parsing text: String) throws(CatalogError) {
        guard let value = Int(text.trimmingWhitespace()) else { throw .invalidMovieID(0) }
        try self.init(value)
    }

    /// Orders identifiers numerically, so lists of movies sort the same on every run.
    public static func < (lhs: MovieID, rhs: MovieID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The identifier in decimal, as TMDB writes it.
    public var description: String { String(rawValue) }
}
