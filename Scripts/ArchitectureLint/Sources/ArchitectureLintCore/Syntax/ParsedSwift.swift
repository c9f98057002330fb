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
    }

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
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
