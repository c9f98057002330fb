/// One lexical token of Swift source that matters to import extraction.
///
/// Comments and the contents of string literals never become tokens; a whole
/// string literal becomes a single ``Kind/stringLiteral`` token.
public struct Token: Sendable, Equatable {
    /// What kind of token this is.
    public enum Kind: Sendable, Equatable {
        /// An identifier or keyword (`import`, `public`, `MarqueeDomain`).
        case identifier
        /// A backtick-escaped identifier; never a keyword.
        case escapedIdentifier
        /// A compiler directive or macro such as `#if`, `#endif`, `#warning`.
        case pound
        /// A whole string literal (any delimiter).
        case stringLiteral
        /// A single punctuation or operator byte (`@`, `(`, `.`, `;`).
        case punctuation
        /// A number literal.
        case number
    }

    /// The kind of token.
    public let kind: Kind
    /// Byte offset of the first byte.
    public let start: Int
    /// Byte offset one past the last byte.
    public let end: Int
    /// 1-based line of the first byte.
    public let line: Int
    /// 1-based column (in bytes) of the first byte.
    public let column: Int
}
