@@include-if terminal
public import SkeletonTerminalModel
public import SkeletonTerminalUI
import Observation

extension ScreenApp {
    /// The whole screen for a window of `columns × rows`: the tab bar, the
    /// panel shown (or the key map), a question waiting for y or n, and the
    /// keys that work here. Below ``minimumSize`` it asks for a larger window,
    /// wrapped to its width. No size makes it fail or draw outside the grid.
    ///
    /// What it reads is observed: the next change to it yields on ``changes``.
    public func render(columns: Int, rows: Int) -> TerminalGrid {
        let changes = changesSink
        return withObservationTracking {
            draw(columns: columns, rows: rows)
        } onChange: {
            changes.yield()
        }
    }

    private func draw(columns: Int, rows: Int) -> TerminalGrid {
        size = TerminalSize(columns: columns, rows: rows)
        var grid = TerminalGrid(columns: columns, rows: rows)
        guard isUsable else {
            let text =
                "Make the window larger (at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows)); q quits."
            for (row, line) in TerminalText.wrap(text, width: columns).prefix(rows).enumerated() {
                grid.write(line, row: row, column: 0, style: .notice)
            }
            return grid
        }
        drawTabs(into: &grid)
        body = PanelArea(top: 2, left: 1, columns: columns - 2, rows: rows - 4)
        if let keyMap {
            keyMap.draw(panel: current?.hints ?? [], into: &grid, area: body)
        } else if let current {
            current.draw(into: &grid, area: body)
        } else {
            grid.write(
                "No screens yet. Add one with: Scripts/new-feature <Name> --screen", row: body.row(0),
                column: body.left, width: body.columns, style: .secondary)
        }
        if let confirmation {
            grid.cursor = nil
            let line = rows - 2
            grid.write(String(repeating: " ", count: columns), row: line, column: 0, style: .focusedButton)
            grid.write(" " + confirmation.question, row: line, column: 0, width: columns, style: .focusedButton)
            grid.write("y yes · n or Esc no", row: rows - 1, column: 1, style: .secondary)
        } else {
            drawHints(into: &grid, row: rows - 1)
        }
        return grid
    }

    /// The tabs and the key that shows the key map here. When they do not
    /// all fit, the tabs not shown are cut to their numbers first.
    private func drawTabs(into grid: inout TerminalGrid) {
        let help = keyMap != nil ? "Esc closes" : hasTextFocus ? "F1 keys" : "? keys"
        let helpWidth = DisplayWidth.of(help)
        let labels = titles.enumerated().map { (full: " \($0.offset + 1) \($0.element) ", short: " \($0.offset + 1) ") }
        let fullWidth = labels.reduce(0) { $0 + DisplayWidth.of($1.full) + 1 }
        let compact = 1 + fullWidth + helpWidth + 2 > grid.columns
        var column = 1
        tabColumns = []
        for (index, label) in labels.enumerated() {
            let text = compact && index != tab ? label.short : label.full
            let width = grid.write(
                text, row: 0, column: column, width: max(0, grid.columns - column - helpWidth - 2),
                style: index == tab ? .focusedButton : .secondary)
            tabColumns.append((index, column..<(column + width)))
            column += width + 1
        }
        grid.write(help, row: 0, column: grid.columns - helpWidth - 1, style: .secondary)
    }

    /// The keys that work here, as many as fit: the panel's, then Tab and
    /// quit; over the key map, the map's own.
    private func drawHints(into grid: inout TerminalGrid, row: Int) {
        let quit = KeyHint(key: hasTextFocus ? "Ctrl-C" : "q", action: "quit")
        let screens = titles.count > 1 ? [KeyHint(key: "Tab", action: "screens")] : []
        let hints =
            keyMap != nil
            ? [KeyHint(key: "Esc q ? F1", action: "close the map"), KeyHint(key: "↑↓ PgUp PgDn", action: "scroll")]
            : (current?.hints ?? []) + screens + [quit]
        var text = ""
        for hint in hints {
            let piece = (text.isEmpty ? "" : " · ") + hint.key + " " + hint.action
            guard DisplayWidth.of(text + piece) <= grid.columns - 2 else { break }
            text += piece
        }
        grid.write(text, row: row, column: 1, style: .secondary)
    }
}
