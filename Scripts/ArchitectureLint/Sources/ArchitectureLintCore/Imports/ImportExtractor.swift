/// Finds `import` declarations and suppression comments in lexed Swift source.
///
/// Because `import` is a reserved word, any `import` token that is not a
/// member name (`x.import`) or an argument label (`import:`) starts an import
/// declaration; attributes and an access-level modifier may precede it.
public enum ImportExtractor {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// A branch of conditional compilation that is open while scanning.
    private struct Branch {
        let ifCondition: String
        var description: String
    }

    /// Extracts imports and suppressions from Swift source text.
    public static func scan(_ source: String, path: String) -> ScannedFile {
        scan(SwiftLexer.lex(source), path: path)
    }

    /// Extracts imports and suppressions from lexed source.
    public static func scan(_ source: LexedSource, path: String) -> ScannedFile {
        ScannedFile(path: path, imports: imports(in: source), suppressions: suppressions(in: source))
    }

    /// Every import declaration, with the `#if` branches enclosing it.
    public static func imports(in source: LexedSource) -> [ImportDeclaration] {
        let tokens = source.tokens
        var result: [ImportDeclaration] = []
        var branches: [Branch] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .pound {
                index = handleDirective(at: index, in: source, branches: &branches)
                continue
            }
            if token.kind == .identifier, isImportKeyword(at: index, in: source),
               let declaration = parseImport(at: index, in: source, conditions: branches.map(\.description)) {
                result.append(declaration)
            }
            index += 1
        }
        return result
    }

    /// Updates the branch stack for `#if`/`#elseif`/`#else`/`#endif` and
    /// returns the index of the first token after the directive's condition.
    private static func handleDirective(at index: Int, in source: LexedSource, branches: inout [Branch]) -> Int {
        let tokens = source.tokens
        let directive = source.text(of: tokens[index])
        var end = index + 1
        while end < tokens.count && tokens[end].line == tokens[index].line && tokens[end].kind != .pound {
            end += 1
        }
        let condition = end > index + 1 ? source.text(from: tokens[index + 1].start, to: tokens[end - 1].end) : ""
        switch directive {
        case "#if":
            branches.append(Branch(ifCondition: condition, description: "#if \(condition)"))
        case "#elseif":
            if var top = branches.popLast() {
                top.description = "#elseif \(condition) (of #if \(top.ifCondition))"
                branches.append(top)
            }
        case "#else":
            if var top = branches.popLast() {
                top.description = "#else (of #if \(top.ifCondition))"
                branches.append(top)
            }
            return index + 1
        case "#endif":
            _ = branches.popLast()
            return index + 1
        default:
            return index + 1
        }
        return end
    }

    private static func isImportKeyword(at index: Int, in source: LexedSource) -> Bool {
        let tokens = source.tokens
        guard source.text(of: tokens[index]) == "import" else { return false }
        // `x.import` is a member and `(import value: T)` a parameter label.
        if index > 0, tokens[index - 1].kind == .punctuation,
           [UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ",")].contains(source.bytes[tokens[index - 1].start]) {
            return false
        }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return next.kind == .identifier || next.kind == .escapedIdentifier
    }

    private static func parseImport(at index: Int, in source: LexedSource, conditions: [String]) -> ImportDeclaration? {
        let tokens = source.tokens
        let (attributes, accessLevel, first) = prefix(before: index, in: source)
        var cursor = index + 1
        var kind: String?
        if importKinds.contains(source.text(of: tokens[cursor])), cursor + 1 < tokens.count,
           tokens[cursor + 1].kind == .identifier || tokens[cursor + 1].kind == .escapedIdentifier {
            kind = source.text(of: tokens[cursor])
            cursor += 1
        }
        var path: [String] = []
        while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .escapedIdentifier {
            path.append(identifierText(tokens[cursor], in: source))
            let dot = cursor + 1
            guard dot + 1 < tokens.count, isPunctuation(tokens[dot], ".", in: source),
                  tokens[dot + 1].line == tokens[dot].line else { break }
            cursor = dot + 1
        }
        guard let module = path.first else { return nil }
        return ImportDeclaration(
            module: module, path: path, kind: kind, attributes: attributes, accessLevel: accessLevel,
            line: tokens[first].line, column: tokens[first].column, conditions: conditions
        )
    }

    /// Walks back from `import` over an access-level modifier and attributes.
    private static func prefix(before index: Int, in source: LexedSource) -> (attributes: [String], accessLevel: String?, first: Int) {
        let tokens = source.tokens
        var attributes: [String] = []
        var accessLevel: String?
        var first = index
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            let text = source.text(of: token)
            if token.kind == .identifier, accessLevels.contains(text), accessLevel == nil, attributes.isEmpty {
                accessLevel = text
                first = cursor
                cursor -= 1
                continue
            }
            var nameIndex = cursor
            if isPunctuation(token, ")", in: source) {
                guard let open = matchingOpenParen(before: cursor, in: source) else { break }
                nameIndex = open - 1
            }
            guard nameIndex >= 1, tokens[nameIndex].kind == .identifier,
                  isPunctuation(tokens[nameIndex - 1], "@", in: source) else { break }
            let raw = source.text(from: tokens[nameIndex - 1].start, to: token.end)
            attributes.insert(String(raw.filter { !$0.isWhitespace }), at: 0)
            first = nameIndex - 1
            cursor = nameIndex - 2
        }
        return (attributes, accessLevel, first)
    }

    private static func matchingOpenParen(before close: Int, in source: LexedSource) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= 0 {
            if isPunctuation(source.tokens[cursor], ")", in: source) { depth += 1 }
            if isPunctuation(source.tokens[cursor], "(", in: source) {
                depth -= 1
                if depth == 0 { return cursor }
            }
            cursor -= 1
        }
        return nil
    }

    private static func isPunctuation(_ token: Token, _ character: Unicode.Scalar, in source: LexedSource) -> Bool {
        token.kind == .punctuation && source.bytes[token.start] == UInt8(ascii: character)
    }

    private static func identifierText(_ token: Token, in source: LexedSource) -> String {
        let text = source.text(of: token)
        return token.kind == .escapedIdentifier ? String(text.filter { $0 != "`" }) : text
    }

    /// Every `architecture:allow` comment with the line it applies to.
    public static func suppressions(in source: LexedSource) -> [Suppression] {
        var result: [Suppression] = []
        var tokenIndex = 0
        for comment in source.comments {
            let trimmed = comment.text.drop { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" }
            guard trimmed.hasPrefix(Suppression.marker) else { continue }
            var target = comment.line
            if !comment.isTrailing {
                while tokenIndex < source.tokens.count && source.tokens[tokenIndex].line <= comment.line {
                    tokenIndex += 1
                }
                target = tokenIndex < source.tokens.count ? source.tokens[tokenIndex].line : comment.line + 1
            }
            let (rule, reason) = parseSuppression(trimmed.dropFirst(Suppression.marker.count))
            result.append(Suppression(rule: rule, reason: reason, line: comment.line, column: comment.column, targetLine: target))
        }
        return result
    }

    /// Splits ` <rule>: <why>` into its rule and reason (either may be empty).
    static func parseSuppression(_ text: Substring) -> (rule: String, reason: String) {
        let body = text.trimmingWhitespace()
        let rule = body.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        let rest = body.dropFirst(rule.count).trimmingWhitespace()
        guard rest.hasPrefix(":") else { return (String(rule), "") }
        return (String(rule), String(rest.dropFirst().trimmingWhitespace()))
    }
}

extension Substring {
    /// The substring without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> Substring {
        let start = drop { $0.isWhitespace }
        var end = start
        while let last = end.last, last.isWhitespace { end = end.dropLast() }
        return end
    }
}
