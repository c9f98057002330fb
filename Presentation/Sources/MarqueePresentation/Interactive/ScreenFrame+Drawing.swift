extension ScreenFrame {
    /// Writes `text` on `row` from `column`, neutralized, within `width`
    /// columns (to the right edge when `nil`); text that does not fit ends
    /// in "…". A wide grapheme never straddles the edge.
    ///
    /// - Returns: The columns written.
    @discardableResult
    public mutating func write(
        _ text: String, row: Int, column: Int, width: Int? = nil, style: ScreenStyle = .plain
    ) -> Int {
        guard row >= 0, row < rows, column < columns else { return 0 }
        let start = max(0, column)
        let limit = min(columns - start, width ?? columns)
        guard limit > 0 else { return 0 }
        let safe = TerminalText.neutralized(text)
        let fits = DisplayWidth.of(safe) <= limit
        let room = fits ? limit : limit - 1
        var used = 0
        for character in safe {
            let characterWidth = DisplayWidth.of(character)
            if characterWidth == 0 { continue }
            if used + characterWidth > room { break }
            set(ScreenCell(character, style: style), row: row, column: start + used)
            if characterWidth == 2 { set(ScreenCell(.continuation, style: style), row: row, column: start + used + 1) }
            used += characterWidth
        }
        if !fits {
            set(ScreenCell("…", style: style), row: row, column: start + used)
            used += 1
        }
        return used
    }

    /// Restyles `width` cells of `row` from `column` (to the right edge when
    /// `nil`), keeping their text: how a selected row is drawn across.
    public mutating func paint(row: Int, column: Int = 0, width: Int? = nil, style: ScreenStyle) {
        guard row >= 0, row < rows else { return }
        let start = max(0, column)
        let end = min(columns, start + (width ?? columns))
        guard start < end else { return }
        for index in (row * columns + start)..<(row * columns + end) {
            cells[index].style = style
        }
    }

    /// Copies `block` (rows of cells, such as a poster) with its top-left at
    /// `row`, `column`, clipped to the frame.
    public mutating func place(_ block: [[ScreenCell]], row: Int, column: Int) {
        for (offset, line) in block.enumerated() {
            for (index, cell) in line.enumerated() {
                set(cell, row: row + offset, column: column + index)
            }
        }
    }
}

/// Text laid out by display width.
public enum ScreenText {
    /// `text`, neutralized, split at spaces into lines of at most `width`
    /// columns; a word longer than a line is cut.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in TerminalText.neutralized(text).split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            line += lineWidth == 0 ? String(word) : " " + word
            lineWidth += lineWidth == 0 ? wordWidth : 1 + wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }
}
