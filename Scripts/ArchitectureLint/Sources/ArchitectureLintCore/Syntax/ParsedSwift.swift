import SwiftParser
import SwiftSyntax

/// One Swift file parsed by SwiftParser, with a table of line starts to turn
/// byte offsets into the 1-based line and UTF-8 column the compiler reports.
struct ParsedSwift {
    let tree: SourceFileSyntax
    /// Byte offset of the start of each line (`\n`, `\r\n` and `\r` end lines).
    private let lineStarts: [Int]
    /// Whether the text mentions the suppression marker at all, so files
    /// without one skip the walk over every token's trivia.
    let mentionsSuppression: Bool
    /// Whether the text holds `#if` at all, so files without one skip the
    /// walk for condition names.
    let mentionsCondition: Bool

    init(_ text: String, path: String) {
        self.init(Array(text.utf8), path: path)
    }

    init(_ bytes: [UInt8], path: String) {
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        mentionsSuppression = Self.contains(Array(Suppression.marker.utf8), in: bytes)
        mentionsCondition = Self.contains(Array("#if".utf8), in: bytes)
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        lastOccurrence(of: needle, in: bytes) != nil
    }

    /// The offset of the last occurrence of `needle` in `bytes`.
    static func lastOccurrence(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        // Through buffer pointers: this runs over every byte of every file,
        // and checked subscripts made it 4 % of a run in a debug build.
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = haystack.count - needle.count
                while index >= 0 {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return index }
                    }
                    index -= 1
                }
                return nil
            }
        }
    }

    /// The bytes up to the end of the last line that mentions `import` or
    /// the suppression marker: no import declaration and no suppression can
    /// start after it. Cut at a line end, a string or comment left open
    /// still holds no import, and every token before it lexes as in the whole
    /// file. The one literal the lexer recognises only by finding its end on
    /// a later line is an extended regex (`#/` … `/#`): a header holding `#/`
    /// is not cut. Nil when the whole file must be parsed.
    static func importHeader(of bytes: [UInt8]) -> [UInt8]? {
        let lastImport = lastOccurrence(of: Array("import".utf8), in: bytes) ?? -1
        let lastMarker = lastOccurrence(of: Array(Suppression.marker.utf8), in: bytes) ?? -1
        var end = max(lastImport, lastMarker)
        guard end >= 0 else { return [] }
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") && bytes[end] != UInt8(ascii: "\r") { end += 1 }
        guard end < bytes.count else { return nil }
        let header = Array(bytes[..<end])
        return contains(Array("#/".utf8), in: header) ? nil : header
    }

    /// Whether the file's last top-level import (possibly inside `#if`)
    /// has missing pieces, as when a header cut ends inside it.
    var lastImportIsCutShort: Bool {
        var last: ImportDeclSyntax?
        func find(_ statements: CodeBlockItemListSyntax) {
            for statement in statements {
                if let node = statement.item.as(ImportDeclSyntax.self) { last = node }
                if let block = statement.item.as(IfConfigDeclSyntax.self) {
                    for clause in block.clauses {
                        if case .statements(let nested) = clause.elements { find(nested) }
                    }
                }
            }
        }
        find(tree.statements)
        return last?.hasError ?? false
    }

    /// Line and column of a position.
    func lineAndColumn(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = position.utf8Offset
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// Line and column where a node's first token starts (after its leading trivia).
    func start(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineAndColumn(node.positionAfterSkippingLeadingTrivia)
    }

    /// Line and column just past a node's last token.
    func end(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        lineAndColumn(node.endPositionBeforeTrailingTrivia)
    }

    /// The lines a node spans, from its first token to its last.
    func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
        let first = start(of: node).line
        let last = lineAndColumn(node.endPositionBeforeTrailingTrivia).line
        return first...max(first, last)
    }
}
