/// One whole screen: a grid of cells, row by row, that the terminal driver
/// draws (diffing it against the frame before).
///
/// Cells hold only neutralized text; a wide grapheme is followed by a
/// ``ScreenCell/Content/continuation`` cell.
public struct ScreenFrame: Hashable, Sendable {
    /// Columns in each row.
    public let columns: Int
    /// Rows in the frame.
    public let rows: Int
    /// The cells, row after row (`rows × columns` of them).
    public internal(set) var cells: [ScreenCell]
    /// Where the text cursor is shown, when a text field has focus.
    public var cursor: ScreenPosition?

    /// A blank frame of `columns × rows` cells (negative sizes count as 0).
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at `row`, `column`; a blank one outside the grid.
    public subscript(row: Int, column: Int) -> ScreenCell {
        guard contains(row: row, column: column) else { return .blank }
        return cells[row * columns + column]
    }

    /// Whether `row`, `column` lies inside the grid.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The text of one row, continuations left out: what a person reads.
    public func text(row: Int) -> String {
        guard row >= 0, row < rows else { return "" }
        var text = ""
        for cell in cells[(row * columns)..<((row + 1) * columns)] {
            if let character = cell.character { text.append(character) }
        }
        return text
    }

    /// Every row's text, trailing spaces removed; for tests and logs.
    public var lines: [String] {
        (0..<rows).map { row in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Puts `cell` at `row`, `column`, keeping wide graphemes whole: a wide
    /// grapheme it cuts in half is blanked. Outside the grid it does nothing.
    public mutating func set(_ cell: ScreenCell, row: Int, column: Int) {
        guard contains(row: row, column: column) else { return }
        let index = row * columns + column
        if cells[index].content == .continuation, column > 0 {
            cells[index - 1] = ScreenCell(" ", style: cells[index - 1].style)
        }
        if column + 1 < columns, cells[index + 1].content == .continuation, cell.content != .continuation {
            cells[index + 1] = ScreenCell(" ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}

/// A place in a frame.
public struct ScreenPosition: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
