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
