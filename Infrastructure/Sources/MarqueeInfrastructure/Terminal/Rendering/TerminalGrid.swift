/// A frame: rows × columns of cells, drawn by a screen and written by a
/// `FrameRenderer`.
///
/// Writing keeps wide graphemes whole: a wide grapheme that does not fit in
/// the last column becomes a space, and overwriting either half of a wide
/// grapheme blanks the other half.
public struct TerminalGrid: Sendable, Hashable {
    /// Columns and rows.
    public let size: TerminalSize
    /// The cells, row by row.
    public private(set) var cells: [TerminalCell]

    /// A grid of `size` filled with `cell` (blank by default).
    public init(size: TerminalSize, filling cell: TerminalCell = .blank) {
        self.size = size
        cells = Array(repeating: cell, count: size.columns * size.rows)
    }

    /// The cell at a position; `.blank` outside the grid.
    public subscript(row row: Int, column column: Int) -> TerminalCell {
        guard contains(row: row, column: column) else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Whether a position lies inside the grid.
    public func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < size.rows && column >= 0 && column < size.columns
    }

    /// Puts one cell at a position; outside the grid it does nothing.
    public mutating func set(_ cell: TerminalCell, row: Int, column: Int) {
        guard contains(row: row, column: column), !cell.isContinuation else { return }
        var cell = cell
        if cell.width == 2, column == size.columns - 1 {
            cell = .blank(cell.style)
        }
        clearWideNeighbours(row: row, column: column)
        cells[row * size.columns + column] = cell
        if cell.width == 2 {
            clearWideNeighbours(row: row, column: column + 1)
            cells[row * size.columns + column + 1] = .continuation(style: cell.style)
        }
    }

    /// Writes text from a position, clipped at `maxColumns` (or the row's end);
    /// returns the columns it used. Control characters show as U+FFFD;
    /// zero-width graphemes are skipped.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, row: Int, column: Int, style: TerminalStyle = .plain, maxColumns: Int? = nil
    ) -> Int {
        let limit = min(size.columns - column, maxColumns ?? Int.max)
        guard row >= 0, row < size.rows, column >= 0, limit > 0 else { return 0 }
        var used = 0
        for character in text {
            if TerminalText.isSafe(character), DisplayWidth.of(character) == 0 { continue }
            let cell = TerminalCell(character, style: style)
            if used + cell.width > limit { break }
            set(cell, row: row, column: column + used)
            used += cell.width
        }
        return used
    }

    /// Fills a rectangle (clipped to the grid) with one cell.
    public mutating func fill(row: Int, column: Int, rows: Int, columns: Int, with cell: TerminalCell = .blank) {
        let rowRange = max(0, row)..<min(size.rows, row + rows)
        let columnRange = max(0, column)..<min(size.columns, column + columns)
        for r in rowRange {
            var c = columnRange.lowerBound
            while c < columnRange.upperBound {
                set(cell, row: r, column: c)
                c += max(1, cell.width)
            }
        }
    }

    /// Copies a block of cells (e.g. a `HalfBlockImage`'s rows) with its top
    /// left corner at a position, clipped to the grid.
    public mutating func draw(_ block: [[TerminalCell]], row: Int, column: Int) {
        for (rowOffset, line) in block.enumerated() {
            for (columnOffset, cell) in line.enumerated() where !cell.isContinuation {
                set(cell, row: row + rowOffset, column: column + columnOffset)
            }
        }
    }

    /// If a wide grapheme covers this position, blanks its other half.
    private mutating func clearWideNeighbours(row: Int, column: Int) {
        guard contains(row: row, column: column) else { return }
        let index = row * size.columns + column
        let current = cells[index]
        if current.isContinuation, column > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if current.width == 2, column + 1 < size.columns {
            cells[index + 1] = .blank(current.style)
        }
    }
}
