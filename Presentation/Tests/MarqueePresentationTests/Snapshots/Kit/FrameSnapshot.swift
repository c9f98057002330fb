@testable import MarqueePresentation
import MarqueeTerminalModel
import MarqueeTerminalUI

/// A frame as a fixture holds it, in three parts a person can review in a
/// diff: a header (size, cursor), the text layer (each row as drawn, wide
/// characters as they are, a `│` after the last column so trailing spaces
/// show), and the style layer (one mark a cell, under a legend).
struct FrameSnapshot: Equatable {
    /// One line of the fixture and what it is, such as `text row 3`.
    struct Line: Equatable {
        let label: String
        let text: String
    }

    /// Ends every row of both layers, so trailing spaces are visible.
    static let border: Character = "│"
    /// The mark of the right half of a wide character in the style layer.
    static let continuationMark: Character = "~"
    /// The mark of a style the app's theme does not name.
    static let unknownMark: Character = "?"

    /// The theme's styles (`TerminalStyle+Theme.swift`) and their marks.
    /// Styles that are equal share a mark: `button` is the terminal's plain
    /// style, and `disabledButton` is as dim as `secondary`.
    static let legend: [(style: TerminalStyle, mark: Character, name: String)] = [
        (.plain, " ", "plain, button"), (.heading, "h", "heading"), (.secondary, "s", "secondary, disabledButton"),
        (.selected, "r", "selected"), (.failure, "!", "failure"), (.notice, "n", "notice"), (.success, "+", "success"),
        (.field, "_", "field"), (.focusedField, "=", "focusedField"), (.focusedButton, "B", "focusedButton"),
    ]

    private static let marks = Dictionary(legend.map { ($0.style, $0.mark) }, uniquingKeysWith: { first, _ in first })

    /// The fixture's lines, top to bottom.
    let lines: [Line]

    /// The snapshot of `grid`.
    init(_ grid: TerminalGrid) {
        var lines = [Line(label: "header", text: "Frame \(grid.size) · \(Self.cursorText(grid.cursor))")]
        lines.append(Line(label: "text heading", text: "Text (each row ends at \(Self.border)):"))
        for row in 0..<grid.rows {
            lines.append(Line(label: "text row \(row)", text: grid.text(row: row) + String(Self.border)))
        }
        lines.append(Line(label: "styles heading", text: "Styles (one mark a cell):"))
        lines += Self.legendLines.map { Line(label: "legend", text: $0) }
        for row in 0..<grid.rows {
            lines.append(Line(label: "style row \(row)", text: Self.styleRow(row, of: grid)))
        }
        self.lines = lines
    }

    /// The fixture's text, ending in a line break.
    var text: String { lines.map(\.text).joined(separator: "\n") + "\n" }

    /// The mark of `style`: the legend's, or ``unknownMark``.
    static func mark(of style: TerminalStyle) -> Character {
        marks[style] ?? unknownMark
    }

    private static func cursorText(_ cursor: TerminalPosition?) -> String {
        guard let cursor else { return "cursor hidden" }
        return "cursor shown at row \(cursor.row), column \(cursor.column) (counted from 0)"
    }

    /// The legend, three entries a line in columns.
    private static let legendLines: [String] = {
        let entries =
            legend.map { "'\($0.mark)' \($0.name)" }
            + ["'\(continuationMark)' right half of a wide character", "'\(unknownMark)' a style not in the theme"]
        let width = entries.map(\.count).max() ?? 0
        return stride(from: 0, to: entries.count, by: 3).map { start in
            let row = entries[start..<min(start + 3, entries.count)]
            let padded = row.dropLast().map { $0 + String(repeating: " ", count: width - $0.count) }
            return "  " + (padded + [row.last ?? ""]).joined(separator: "  ")
        }
    }()

    private static func styleRow(_ row: Int, of grid: TerminalGrid) -> String {
        var marks = ""
        for column in 0..<grid.columns {
            let cell = grid[row: row, column: column]
            marks.append(cell.isContinuation ? continuationMark : mark(of: cell.style))
        }
        return marks + String(border)
    }
}
