/// A frame: rows × columns of cells, drawn by an app and written to the
/// terminal by a renderer that sends only what changed.
///
/// Writing keeps wide graphemes whole: a wide grapheme that does not fit in
/// the last column becomes a space, and overwriting either half of a wide
/// grapheme blanks the other half. Text is neutralised on the way in (see
/// ``TerminalText/neutralized(_:)``), so a grid never holds a control
/// character.
public struct TerminalGrid: Sendable, Hashable {
    /// What to do with text wider than the room it is given.
    public enum Overflow: Sendable, Hashable {
        /// End it with "…" in the last column it may use.
        case ellipsis
        /// Cut it at the last whole grapheme that fits.
        case clip
    }

    /// Columns and rows.
    public let size: TerminalSize
    /// The cells, row by row.
    public private(set) var cells: [TerminalCell]
    /// Where the terminal's own cursor is shown (the caret of the focused
    /// text field); `nil` hides it.
    public var cursor: TerminalPosition?

    /// A grid of `size` filled with `cell` (blank by default).
    public init(size: TerminalSize, filling cell: TerminalCell = .blank) {
        self.size = size
        cells = Array(repeating: cell, count: size.columns * size.rows)
    }

    /// A blank grid of `columns × rows` (negative sizes count as 0).
    public init(columns: Int, rows: Int) {
        self.init(size: TerminalSize(columns: columns, rows: rows))
    }

    /// Columns in each row.
    public var columns: Int { size.columns }
    /// Rows in the grid.
    public var rows: Int { size.rows }

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

    /// Writes text on `row` from `column`, within `width` columns (to the
    /// row's end when `nil`). Text is neutralised first; zero-width
    /// graphemes are skipped.
    ///
    /// - Parameters:
    ///   - text: What to write.
    ///   - row: The row to write on.
    ///   - column: The first column written.
    ///   - width: How many columns the text may take; `nil` for the rest of the row.
    ///   - style: The style of every cell written.
    ///   - overflow: What happens to text that does not fit: by default it
    ///     ends in "…".
    /// - Returns: The columns written.
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, row: Int, column: Int, width: Int? = nil, style: TerminalStyle = .plain,
        overflow: Overflow = .ellipsis
    ) -> Int {
        guard row >= 0, row < size.rows, column < size.columns else { return 0 }
        let start = max(0, column)
        let limit = min(size.columns - start, width ?? Int.max)
        guard limit > 0 else { return 0 }
        let safe = TerminalText.neutralized(text)
        let fits = DisplayWidth.of(safe) <= limit
        let room = fits || overflow == .clip ? limit : limit - 1
        var used = 0
        for character in safe {
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if used + characterWidth > room { break }
            set(TerminalCell(character, style: style), row: row, column: start + used)
            used += characterWidth
        }
        if !fits, overflow == .ellipsis {
            set(TerminalCell("…", style: style), row: row, column: start + used)
            used += 1
        }
        return used
    }

    /// Restyles `width` cells of `row` from `column` (to the row's end when
    /// `nil`), keeping what they show: how a selected row is drawn across.
    public mutating func paint(row: Int, column: Int = 0, width: Int? = nil, style: TerminalStyle) {
        guard row >= 0, row < size.rows else { return }
        let start = max(0, column)
        let end = min(size.columns, start + (width ?? size.columns))
        guard start < end else { return }
        for index in (row * size.columns + start)..<(row * size.columns + end) {
            cells[index] = cells[index].restyled(style)
        }
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

    /// The text of one row, continuations left out: what a person reads.
    public func text(row: Int) -> String {
        guard row >= 0, row < size.rows else { return "" }
        var text = ""
        for cell in cells[(row * size.columns)..<((row + 1) * size.columns)] {
            if case let .grapheme(character) = cell.content { text.append(character) }
        }
        return text
    }

    /// Every row's text with its trailing spaces removed: a frame as a
    /// person reads it, for tests, snapshots and logs.
    public var lines: [String] {
        (0..<size.rows).map { row in
            var line = text(row: row)
            while line.last == " " { line.removeLast() }
            return line
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
