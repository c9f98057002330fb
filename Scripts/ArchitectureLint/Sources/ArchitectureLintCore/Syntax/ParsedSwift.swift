import SwiftParser
import SwiftSyntax

/// One Swift file parsed by SwiftParser, with a converter from byte offsets
/// to the 1-based line and UTF-8 column the compiler reports.
struct ParsedSwift {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ text: String, path: String) {
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    init(_ bytes: [UInt8], path: String) {
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Line and column of a position.
    func lineAndColumn(_ position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, location.column)
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
