/// What a person searches for: a value object that is valid once built.
///
/// The text is trimmed and inner runs of whitespace are folded to one space;
/// control characters (an escape, a bell, a C1 code) count as whitespace, so
/// none is ever searched for, remembered or shown.
/// Two queries that differ only in letter case or spacing are equal, so
/// "Star Wars" and "  star   wars " are remembered once.
public struct MovieQuery: Hashable, Sendable, CustomStringConvertible {
    /// Why a text cannot be a query.
    public enum Problem: Equatable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// More characters than ``MovieQuery/maximumLength``.
        case tooLong(length: Int)
    }

    /// The longest query accepted, in characters.
    public static let maximumLength = 100

    /// The query as the person typed it, trimmed and with spacing normalised.
    public let text: String

    /// The form used for equality: ``text`` lower-cased.
    public var normalized: String { text.lowercased() }

    /// Creates a query from typed text.
    ///
    /// - Throws: ``CatalogError/invalidQuery(_:)`` when the text is empty or too long.
    public init(_ rawText: String) throws(CatalogError) {
        var visible = String.UnicodeScalarView()
        for scalar in rawText.unicodeScalars {
            visible.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? " " : scalar)
        }
        let text = String(visible).collapsingWhitespace()
        guard !text.isEmpty else { throw .invalidQuery(.empty) }
        guard text.count <= Self.maximumLength else { throw .invalidQuery(.tooLong(length: text.count)) }
        self.text = text
    }

    /// Whether two queries ask the same: letter case and spacing do not count, so a search is remembered once.
    public static func == (lhs: MovieQuery, rhs: MovieQuery) -> Bool {
        lhs.normalized == rhs.normalized
    }

    /// Hashes the ``normalized`` form, consistent with equality.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(normalized)
    }

    /// The query as typed, trimmed and with spacing normalised (``text``).
    public var description: String { text }
}
