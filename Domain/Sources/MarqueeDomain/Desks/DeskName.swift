/// The name a ticket desk is known by at the box office service, such as
/// `front-1` or `foyer`: a value object that holds the name rules.
///
/// 1 to 32 characters: ASCII letters, digits, `.`, `_` and `-` (surrounding
/// whitespace is trimmed first). Like ``UserName``, two names that differ
/// only in letter case are the same name.
public struct DeskName: Hashable, Sendable, CustomStringConvertible {
    /// Why a text cannot be a desk name.
    public enum Problem: Equatable, Sendable {
        /// No character at all.
        case empty
        /// More than ``DeskName/maximumLength`` characters.
        case tooLong(length: Int)
        /// A character other than an ASCII letter, digit, `.`, `_` or `-`.
        case invalidCharacter(Character)
    }

    /// How many characters a name may have at most.
    public static let maximumLength = 32

    /// The name as it was spelled when the desk was added.
    public let displayName: String

    /// The form used for equality and uniqueness: ``displayName`` lower-cased.
    public var normalized: String { displayName.lowercased() }

    /// Creates a name from typed text.
    ///
    /// - Throws: ``DeskError/invalidDeskName(_:)`` naming the first rule broken.
    public init(_ rawText: String) throws(DeskError) {
        let text = rawText.trimmingWhitespace()
        if let bad = text.first(where: { !Self.isAllowed($0) }) { throw .invalidDeskName(.invalidCharacter(bad)) }
        guard !text.isEmpty else { throw .invalidDeskName(.empty) }
        guard text.count <= Self.maximumLength else { throw .invalidDeskName(.tooLong(length: text.count)) }
        self.displayName = text
    }

    private static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || character == "." || character == "_" || character == "-"
    }

    /// Whether two names are the same name: letter case does not count.
    public static func == (lhs: DeskName, rhs: DeskName) -> Bool {
        lhs.normalized == rhs.normalized
    }

    /// Hashes the ``normalized`` form, consistent with equality.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(normalized)
    }

    /// The name as it was spelled (``displayName``).
    public var description: String { displayName }
}
