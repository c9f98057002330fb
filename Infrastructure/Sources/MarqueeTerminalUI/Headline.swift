public import MarqueeTerminalModel

extension TerminalGrid {
    /// Writes a list's headline on `row` of `area`, with `position` (such as
    /// "row 3 of 12") at the row's right end and the headline cut before it.
    public mutating func writeHeadline(
        _ headline: String, position: String, row: Int, area: PanelArea, style: TerminalStyle
    ) {
        let positionWidth = DisplayWidth.of(position)
        write(headline, row: row, column: area.left, width: area.columns - positionWidth - 2, style: style)
        write(position, row: row, column: area.left + area.columns - positionWidth, style: .secondary)
    }
}

/// One column of a table drawn in a panel: its name, where it starts and how wide it is.
public struct TableColumn: Sendable {
    /// The column's heading.
    public let name: String
    /// Where it starts, in columns from the panel's left edge.
    public let offset: Int
    /// How wide it is.
    public let width: Int

    /// A column named `name`, `width` wide, `offset` columns from the left edge.
    public init(name: String, offset: Int, width: Int) {
        self.name = name
        self.offset = offset
        self.width = width
    }
}

extension TerminalGrid {
    /// How wide a form's labels are; its buttons start after them.
    public static let formLabelWidth = 13

    /// Writes one field of a form on `row`: its label (marked when focused),
    /// the field with its caret when focused, and a note after it.
    public mutating func writeFormField(
        _ label: String, _ field: TextField, note: (String, TerminalStyle), focused: Bool, row: Int,
        in area: PanelArea
    ) {
        let labelWidth = Self.formLabelWidth
        let fieldWidth = min(24, max(8, area.columns - labelWidth - 2))
        write(
            (focused ? "› " : "  ") + label, row: row, column: area.left, width: labelWidth,
            style: focused ? .heading : .secondary)
        field.draw(into: &self, row: row, column: area.left + labelWidth, width: fieldWidth, focused: focused)
        let noteAt = labelWidth + fieldWidth + 2
        guard noteAt < area.columns else { return }
        write(note.0, row: row, column: area.left + noteAt, width: area.columns - noteAt, style: note.1)
    }

    /// Writes a form's button `title` on `row`, after the labels: marked
    /// while `focused`, dimmed while it does not act.
    public mutating func writeFormButton(_ title: String, focused: Bool, enabled: Bool, row: Int, in area: PanelArea) {
        let style: TerminalStyle = focused ? .focusedButton : enabled ? .button : .disabledButton
        write("[ \(title) ]", row: row, column: area.left + Self.formLabelWidth, style: style)
    }

    /// Writes a form's message under its button — the field that could not
    /// be read, or the confirmation or the rule broken — wrapped to the
    /// area's width, from its row `first` to its last row.
    public mutating func writeFormMessage(_ lines: [(String, TerminalStyle)], from first: Int, in area: PanelArea) {
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
