public import MarqueeTerminalModel
import MarqueeTerminalUI
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
            keyMap.draw(panel: current.hints, into: &grid, area: body)
        } else {
            current.draw(into: &grid, area: body)
        }
        if let confirmation {
            grid.cursor = nil
            let line = rows - 2
            grid.write(String(repeating: " ", count: columns), row: line, column: 0, style: .focusedButton)
            grid.write(
                " " + confirmation.question, row: line, column: 0, width: columns, style: .focusedButton)
            grid.write("y yes · n or Esc no", row: rows - 1, column: 1, style: .secondary)
        } else {
            drawHints(into: &grid, row: rows - 1)
        }
        return grid
    }

    /// The tabs, what is open over the tab (a movie's title, the schedule
    /// form), "read-only" when the data can only be read, and the key that
    /// shows the key map here. When they do not all fit, the tabs not shown
    /// are cut to their numbers first.
    private func drawTabs(into grid: inout TerminalGrid) {
        let key = keyMap != nil ? "Esc closes" : hasTextFocus ? "F1 keys" : "? keys"
        let help = isReadOnly ? Self.readOnlyNotice + "  " + key : key
        let helpWidth = DisplayWidth.of(help)
        let title = pushed.last?.overlayTitle.map { "› " + $0 }
        let labels = titles.enumerated().map {
            (tab: $0.offset, full: " \($0.offset + 1) \($0.element) ", short: " \($0.offset + 1) ")
        }
        let fullWidth = labels.reduce(0) { $0 + DisplayWidth.of($1.full) + 1 }
        let titleRoom = title.map { min(DisplayWidth.of($0), 16) } ?? 0
        let compact = 1 + fullWidth + titleRoom + helpWidth + 2 > grid.columns
        var column = 1
        tabColumns = []
        for label in labels {
            let text = compact && label.tab != selected ? label.short : label.full
            let width = grid.write(
                text, row: 0, column: column, style: label.tab == selected ? .focusedButton : .secondary)
            tabColumns.append((label.tab, column..<(column + width)))
            column += width + 1
        }
        if let title {
            grid.write(
                title, row: 0, column: column, width: max(0, grid.columns - column - helpWidth - 2), style: .secondary)
        }
        grid.write(key, row: 0, column: grid.columns - DisplayWidth.of(key) - 1, style: .secondary)
        if isReadOnly {
            grid.write(Self.readOnlyNotice, row: 0, column: grid.columns - helpWidth - 1, style: .notice)
        }
    }

    /// What the tab bar says when every write would be refused.
    static let readOnlyNotice = "read-only"

    /// The keys that work here, as many as fit: the panel's, then Tab and quit.
    private func drawHints(into grid: inout TerminalGrid, row: Int) {
        let quit = KeyHint(key: hasTextFocus ? "Ctrl-C" : "q", action: "quit")
        let hints =
            keyMap != nil
            ? [KeyHint(key: "Esc q ? F1", action: "close the map"), KeyHint(key: "↑↓ PgUp PgDn", action: "scroll")]
            : current.hints + [KeyHint(key: "Tab", action: "screens"), quit]
        var text = ""
        for hint in hints {
            // A hint with no key says why nothing acts ("placed; change a field …").
            let piece = (text.isEmpty ? "" : " · ") + (hint.key.isEmpty ? "" : hint.key + " ") + hint.action
            guard DisplayWidth.of(text + piece) <= grid.columns - 2 else { break }
            text += piece
        }
        grid.write(text, row: row, column: 1, style: .secondary)
    }
}
