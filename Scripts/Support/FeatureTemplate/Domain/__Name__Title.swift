/// What a ``__Name__`` is called: a value object that holds its rule, so
/// every title in the system is valid.
///
/// Leading and trailing whitespace is removed and inner runs of whitespace
/// become one space; what is left must be 1 to ``maximumLength`` characters
/// with no control characters.
public struct __Name__Title: Hashable, Sendable, CustomStringConvertible {
    /// Which rule a text broke.
    public enum Problem: Equatable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// More than ``__Name__Title/maximumLength`` characters: how many there were.
        case tooLong(Int)
        /// A control character, such as an escape.
        case controlCharacter
    }

    /// The most characters a title may have.
    public static let maximumLength = 80

    /// The title, with its whitespace folded.
    public let text: String

    /// Creates a title from what a person typed.
    ///
    /// - Throws: ``__Name__Error/invalidTitle(_:)`` with the rule broken.
    public init(_ typed: String) throws(__Name__Error) {
        if typed.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control && !$0.properties.isWhitespace
        }) {
            throw .invalidTitle(.controlCharacter)
        }
        let text = typed.collapsingWhitespace()
        guard !text.isEmpty else { throw .invalidTitle(.empty) }
        guard text.count <= Self.maximumLength else { throw .invalidTitle(.tooLong(text.count)) }
        self.text = text
    }

    /// The title as shown.
    public var description: String { text }
}
