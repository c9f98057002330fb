/// The name a customer is known by at the box office, such as `Ripley`,
/// `Jean Dupont`, `Zoë`, `O'Brien` or `李小龍`: a value object that holds
/// the name rules.
///
/// 3 to 32 characters: letters of any script (with their accents), digits,
/// spaces, apostrophes (`'` and `’`), `.`, `_` and `-`. Surrounding
/// whitespace is trimmed and a run of spaces inside becomes one. Refused:
/// control and format characters (among them the bidirectional controls
/// that could make a name read backwards), emoji and symbols, a letter
/// carrying more than ``maximumMarksPerLetter`` combining marks, and the
/// look-alike forms of Latin letters and digits (fullwidth, mathematical,
/// circled and letter-like symbols), so `Ｒｉｐｌｅｙ` cannot pass for
/// `Ripley`. Letters of different scripts may be mixed.
///
/// The name is kept in Unicode's composed form (NFC), so `Zoë` typed as
/// `e` + `¨` and as `ë` is one name with one spelling. Its spelling is kept
/// for display, but two names that differ only in letter case are equal
/// (and hash alike): `Ripley` and `ripley` are the same name, which is what
/// "is this name taken?" means.
public struct UserName: Hashable, Sendable, CustomStringConvertible {
    /// Why a text cannot be a user name.
    public enum Problem: Equatable, Sendable {
        /// Fewer than ``UserName/lengthRange`` characters.
        case tooShort(length: Int)
        /// More than ``UserName/lengthRange`` characters.
        case tooLong(length: Int)
        /// A character the rules above do not allow.
        case invalidCharacter(Character)
    }

    /// How many characters a name may have.
    public static let lengthRange = 3...32

    /// How many combining marks (accents) one letter may carry: enough for
    /// any language's letters, not for text piled up to spill over the lines
    /// around it.
    public static let maximumMarksPerLetter = 4

    /// The name as its owner spelled it.
    public let displayName: String

    /// The form used for equality and uniqueness: ``displayName`` lower-cased
    /// (each letter as Unicode lower-cases it).
    public var normalized: String { displayName.lowercased() }

    /// Creates a name from typed text.
    ///
    /// - Throws: ``AccountsError/invalidUserName(_:)`` naming the first rule broken.
    public init(_ rawText: String) throws(AccountsError) {
        // Composed before the rules are checked, so the name kept is the one
        // checked: composing can change what a letter carries (ଡ଼, U+0B5C,
        // composes to ଡ plus a nukta mark), and a name read again must pass
        // the same rules with the same spelling.
        let text = Self.composed(Self.singleSpaced(rawText.trimmingWhitespace()))
        if let bad = text.first(where: { !Self.isAllowed($0) }) {
            throw .invalidUserName(.invalidCharacter(bad))
        }
        guard text.count >= Self.lengthRange.lowerBound else { throw .invalidUserName(.tooShort(length: text.count)) }
        guard text.count <= Self.lengthRange.upperBound else { throw .invalidUserName(.tooLong(length: text.count)) }
        self.displayName = text
    }

    /// `text` with every run of spaces made one space.
    private static func singleSpaced(_ text: String) -> String {
        guard text.contains("  ") else { return text }
        var result = ""
        var previousWasSpace = false
        for character in text {
            let isSpace = character == " "
            if !(isSpace && previousWasSpace) { result.append(character) }
            previousWasSpace = isSpace
        }
        return result
    }

    /// `text` in Unicode's canonical composed form (NFC). The standard
    /// library computes it for its own string comparison and publishes it
    /// only as `_nfcCodeUnits` (ABI-stable, and what swift-collections hashes
    /// with); Domain imports nothing else, so it uses that.
    private static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    private static func isAllowed(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || " ._-'".contains(character)
        }
        if character == "\u{2019}" { return true }  // ’, the typographic apostrophe
        let scalars = character.unicodeScalars
        guard let first = scalars.first, isLetterOrDigit(first) else { return false }
        // After its first letter a character holds marks (accents, vowel
        // signs) and, in scripts that join letters into one cluster (an Indic
        // conjunct, a Hangul syllable), more letters: nothing else.
        var marks = 0
        for scalar in scalars.dropFirst() {
            if isCombiningMark(scalar) {
                marks += 1
            } else if !isLetterOrDigit(scalar) {
                return false
            }
        }
        return marks <= maximumMarksPerLetter
    }

    /// A letter of any script or a decimal digit, other than a look-alike
    /// form of a Latin letter or digit.
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard properties.isAlphabetic || properties.numericType == .decimal else { return false }
        switch properties.generalCategory {
        case .control, .format, .privateUse, .surrogate, .unassigned, .otherSymbol, .mathSymbol: return false
        default: break
        }
        switch scalar.value {
        case 0x2100...0x214F,  // letter-like symbols: ℛ, ℜ, ℞…
            0x2150...0x218F,  // number forms: Ⅻ
            0x2460...0x24FF,  // enclosed alphanumerics: Ⓡ, ⑦
            0xFF00...0xFFEF,  // halfwidth and fullwidth forms: Ｒ
            0x1D400...0x1D7FF,  // mathematical alphanumerics: 𝐑
            0x1F100...0x1F1FF:  // enclosed alphanumeric supplement: 🄡
            return false
        default:
            return true
        }
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark: true
        default: false
        }
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
