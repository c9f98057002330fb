@@include-if terminal
public import SkeletonTerminalModel
import Observation

extension ScreenApp {
    /// The whole screen for a window of `columns × rows`: the tab bar, the
    /// panel shown (or the key map), a question waiting for y or n, and the
    /// keys that work here. Below ``minimumSize`` it is one line asking for
    /// a larger window. No size makes it fail or draw outside the grid.
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
            grid.write(
                "Make the window larger (at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows)); q quits.",
                row: 0, column: 0, style: .notice)
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
            grid.write(
                " " + confirmation.question + "  y yes · n no", row: line, column: 0, style: .focusedButton)
            grid.write("y yes · n or Esc no", row: rows - 1, column: 1, style: .secondary)
        } else {
            drawHints(into: &grid, row: rows - 1)
        }
        return grid
    }

    private func drawTabs(into grid: inout TerminalGrid) {
        var column = 1
        tabColumns = []
        for (index, title) in titles.enumerated() {
            let label = " \(index + 1) \(title) "
            let width = grid.write(
                label, row: 0, column: column, style: index == tab ? .focusedButton : .secondary)
            tabColumns.append((index, column..<(column + width)))
            column += width + 1
        }
        let help = hasTextFocus ? "F1 keys" : "? keys"
        grid.write(help, row: 0, column: grid.columns - DisplayWidth.of(help) - 1, style: .secondary)
    }

    /// The keys that work here, as many as fit: the panel's, then Tab and quit.
    private func drawHints(into grid: inout TerminalGrid, row: Int) {
        let quit = KeyHint(key: hasTextFocus ? "Ctrl-C" : "q", action: "quit")
        let screens = titles.count > 1 ? [KeyHint(key: "Tab", action: "screens")] : []
        let hints = (current?.hints ?? []) + screens + [quit]
        var text = ""
        for hint in hints {
            let piece = (text.isEmpty ? "" : " · ") + hint.key + " " + hint.action
            guard DisplayWidth.of(text + piece) <= grid.columns - 2 else { break }
            text += piece
        }
        grid.write(text, row: row, column: 1, style: .secondary)
    }
}
