import MarqueeTerminalModel

extension TerminalGrid {
    /// Writes a list's headline on `row` of `area`, with `position` (such as
    /// "row 3 of 12") at the row's right end and the headline cut before it.
    mutating func writeHeadline(
        _ headline: String, position: String, row: Int, area: PanelArea, style: TerminalStyle
    ) {
        let positionWidth = DisplayWidth.of(position)
        write(headline, row: row, column: area.left, width: area.columns - positionWidth - 2, style: style)
        write(position, row: row, column: area.left + area.columns - positionWidth, style: .secondary)
    }
}

/// One column of a table drawn in a panel: its name, where it starts and how wide it is.
struct TableColumn {
    let name: String
    let offset: Int
    let width: Int
}

extension TerminalGrid {
    /// Writes a form's message under its button — the field that could not
    /// be read, or the confirmation or the rule broken — wrapped to the
    /// area's width, from its row `first` to its last row.
    mutating func writeFormMessage(_ lines: [(String, TerminalStyle)], from first: Int, in area: PanelArea) {
        let rows = first..<area.rows
        var row = rows.lowerBound
        for (text, style) in lines {
            for wrapped in TerminalText.wrap(text, width: area.columns) where rows.contains(row) {
                write(wrapped, row: area.row(row), column: area.left, width: area.columns, style: style)
                row += 1
            }
        }
    }
}
