/// The result of lexing one Swift file: its tokens, its comments and its bytes.
public struct LexedSource: Sendable {
    /// The source bytes (UTF-8).
    public let bytes: [UInt8]
    /// Tokens in source order; comments and string contents excluded.
    public let tokens: [Token]
    /// Comments in source order.
    public let comments: [Comment]

    /// The text a token covers.
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The source text between two byte offsets.
    public func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
