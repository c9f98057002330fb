/// The name a customer is known by at the box office, such as `Ripley` or
/// `dallas.1979`: a value object that holds the name rules.
///
/// 3 to 32 characters: ASCII letters, digits, `.`, `_` and `-`. ASCII only so
/// that look-alike letters from other scripts cannot impersonate a name and
/// case folding is unambiguous. Surrounding whitespace is trimmed first.
///
/// The spelling is kept for display, but two names that differ only in letter
/// case are equal (and hash alike): `Ripley` and `ripley` are the same name,
/// which is what "is this name taken?" means.
public struct UserName: Hashable, Sendable, CustomStringConvertible {
    /// Why a text cannot be a user name.
    public enum Problem: Equatable, Sendable {
        /// Fewer than ``UserName/lengthRange`` characters.
        case tooShort(length: Int)
        /// More than ``UserName/lengthRange`` characters.
        case tooLong(length: Int)
        /// A character other than an ASCII letter, digit, `.`, `_` or `-`.
        case invalidCharacter(Character)
    }

    /// How many characters a name may have.
    public static let lengthRange = 3...32

    /// The name as its owner spelled it.
    public let displayName: String

    /// The form used for equality and uniqueness: ``displayName`` lower-cased.
    public var normalized: String { displayName.lowercased() }

    /// Creates a name from typed text.
    ///
    /// - Throws: ``AccountsError/invalidUserName(_:)`` naming the first rule broken.
    public init(_ rawText: String) throws(AccountsError) {
        let text = rawText.trimmingWhitespace()
        if let bad = text.first(where: { !Self.isAllowed($0) }) {
            throw .invalidUserName(.invalidCharacter(bad))
        }
        guard text.count >= Self.lengthRange.lowerBound else { throw .invalidUserName(.tooShort(length: text.count)) }
        guard text.count <= Self.lengthRange.upperBound else { throw .invalidUserName(.tooLong(length: text.count)) }
        self.displayName = text
    }

    private static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLetter || character.isNumber || character == "." || character == "_" || character == "-"
    }

    /// Whether two names are the same name: letter case does not count, so "Ripley" equals "RIPLEY".
    public static func == (lhs: UserName, rhs: UserName) -> Bool {
        lhs.normalized == rhs.normalized
    }

    /// Hashes the ``normalized`` form, consistent with equality.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(normalized)
    }

    /// The name as its owner spelled it (``displayName``).
    public var description: String { displayName }
}
