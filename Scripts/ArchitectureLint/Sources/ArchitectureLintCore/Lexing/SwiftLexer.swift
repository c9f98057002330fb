/// A small Swift lexer that knows exactly what import extraction needs.
///
/// It understands line, block (nested) and doc comments; single-line,
/// multi-line and raw (`#"…"#`) string literals with interpolations (which may
/// themselves hold strings and comments); `#/…/#` regex literals; compiler
/// directives; and a shebang line. Everything else is identifiers, numbers and
/// single punctuation bytes, which is all an `import` declaration is made of.
public struct SwiftLexer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [Token] = []
    private var comments: [Comment] = []
    /// Line of the last emitted token, to tell trailing comments apart.
    private var lastTokenLine = 0

    /// Lexes the given UTF-8 source.
    public static func lex(_ bytes: [UInt8]) -> LexedSource {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.skipShebang()
        lexer.lexCode(insideInterpolation: false)
        return LexedSource(bytes: bytes, tokens: lexer.tokens, comments: lexer.comments)
    }

    /// Lexes the given source text.
    public static func lex(_ source: String) -> LexedSource {
        lex(Array(source.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let position = index + offset
        return position < bytes.count ? bytes[position] : 0
    }

    private mutating func skipShebang() {
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            while index < bytes.count && bytes[index] != Byte.newline { index += 1 }
        }
    }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, line startLine: Int, column: Int, keep: Bool) {
        guard keep else { return }
        tokens.append(Token(kind: kind, start: start, end: index, line: startLine, column: column))
        lastTokenLine = line
    }

    /// Lexes code until the end of input or, inside an interpolation, the
    /// parenthesis that closes it. Tokens inside interpolations are dropped:
    /// they are expressions, never declarations.
    private mutating func lexCode(insideInterpolation: Bool) {
        var depth = 0
        let keep = !insideInterpolation
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            let startLine = line
            let column = index - lineStart + 1
            switch byte {
            case Byte.newline:
                newline()
            case Byte.space, Byte.tab, Byte.carriageReturn, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lexLineComment(column: column)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                lexBlockComment(column: column)
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
                emit(.stringLiteral, from: start, line: startLine, column: column, keep: keep)
            case UInt8(ascii: "#"):
                lexPound(start: start, line: startLine, column: column, keep: keep)
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count && bytes[index] != UInt8(ascii: "`") && bytes[index] != Byte.newline {
                    index += 1
                }
                if peek() == UInt8(ascii: "`") { index += 1 }
                emit(.escapedIdentifier, from: start, line: startLine, column: column, keep: keep)
            case _ where Byte.isIdentifierHead(byte):
                index += 1
                while index < bytes.count && Byte.isIdentifierBody(bytes[index]) { index += 1 }
                emit(.identifier, from: start, line: startLine, column: column, keep: keep)
            case _ where Byte.isDigit(byte):
                index += 1
                while index < bytes.count && (Byte.isIdentifierBody(bytes[index]) || bytes[index] == UInt8(ascii: ".")) {
                    if bytes[index] == UInt8(ascii: ".") && !Byte.isDigit(peek(1)) { break }
                    index += 1
                }
                emit(.number, from: start, line: startLine, column: column, keep: keep)
            case UInt8(ascii: "("):
                index += 1
                depth += 1
                emit(.punctuation, from: start, line: startLine, column: column, keep: keep)
            case UInt8(ascii: ")"):
                index += 1
                if insideInterpolation && depth == 0 { return }
                depth -= 1
                emit(.punctuation, from: start, line: startLine, column: column, keep: keep)
            default:
                index += 1
                emit(.punctuation, from: start, line: startLine, column: column, keep: keep)
            }
        }
    }

    private mutating func lexLineComment(column: Int) {
        let startLine = line
        index += 2
        let textStart = index
        while index < bytes.count && bytes[index] != Byte.newline { index += 1 }
        var text = String(decoding: bytes[textStart..<index], as: UTF8.self)
        if text.hasPrefix("/") { text.removeFirst() }
        comments.append(Comment(text: text, line: startLine, column: column, isTrailing: lastTokenLine == startLine))
    }

    private mutating func lexBlockComment(column: Int) {
        let startLine = line
        let trailing = lastTokenLine == startLine
        index += 2
        let textStart = index
        var depth = 1
        var textEnd = bytes.count
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 {
                    textEnd = index - 2
                    break
                }
            } else if bytes[index] == Byte.newline {
                newline()
            } else {
                index += 1
            }
        }
        let text = String(decoding: bytes[textStart..<max(textStart, min(textEnd, bytes.count))], as: UTF8.self)
        comments.append(Comment(text: text, line: startLine, column: column, isTrailing: trailing))
    }

    /// Handles `#`: a raw string, an extended regex literal, a directive or a
    /// lone punctuation byte.
    private mutating func lexPound(start: Int, line startLine: Int, column: Int, keep: Bool) {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = peek(hashes)
        if next == UInt8(ascii: "\"") {
            index += hashes
            lexString(hashes: hashes)
            emit(.stringLiteral, from: start, line: startLine, column: column, keep: keep)
        } else if next == UInt8(ascii: "/") {
            index += hashes
            lexRegex(hashes: hashes)
            emit(.stringLiteral, from: start, line: startLine, column: column, keep: keep)
        } else if hashes == 1 && Byte.isIdentifierHead(next) {
            index += 1
            while index < bytes.count && Byte.isIdentifierBody(bytes[index]) { index += 1 }
            emit(.pound, from: start, line: startLine, column: column, keep: keep)
        } else {
            index += 1
            emit(.punctuation, from: start, line: startLine, column: column, keep: keep)
        }
    }

    /// Skips a string literal; `index` is at its opening quote, after any `#`s.
    private mutating func lexString(hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.newline {
                if !multiline { return }
                newline()
            } else if byte == UInt8(ascii: "\\") && hashesFollow(at: index + 1, count: hashes) {
                index += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    index += 1
                    lexCode(insideInterpolation: true)
                } else if peek() == Byte.newline {
                    continue
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") && closesString(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                return
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(at position: Int, count: Int) -> Bool {
        for offset in 0..<count where position + offset >= bytes.count || bytes[position + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    private func closesString(multiline: Bool, hashes: Int) -> Bool {
        if multiline {
            guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
            return hashesFollow(at: index + 3, count: hashes)
        }
        return hashesFollow(at: index + 1, count: hashes)
    }

    /// Skips an extended regex literal `#/…/#`; `index` is at the `/`.
    private mutating func lexRegex(hashes: Int) {
        index += 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && hashesFollow(at: index + 1, count: hashes) {
                index += 1 + hashes
                return
            }
            if bytes[index] == Byte.newline { newline() } else { index += 1 }
        }
    }
}
