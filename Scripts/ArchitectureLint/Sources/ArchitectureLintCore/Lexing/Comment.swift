/// A comment found by the lexer (line, block or doc comment).
public struct Comment: Sendable, Equatable {
    /// The comment's text without its `//`, `///`, `/*` or `*/` delimiters.
    public let text: String
    /// 1-based line where the comment starts.
    public let line: Int
    /// 1-based column where the comment starts.
    public let column: Int
    /// Whether code precedes the comment on its line (a trailing comment).
    public let isTrailing: Bool
}
