import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension MoviesPanel {
    /// Draws the search field, the headline (what was found, where, the row
    /// position), one note (an error, a cached answer's age, or what was not
    /// remembered), and the results or the recent searches.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let label = "Search  "
        let labelWidth = grid.write(label, row: area.row(0), column: area.left, style: .secondary)
        field.draw(
            into: &grid, row: area.row(0), column: area.left + labelWidth, width: area.columns - labelWidth,
            focused: isFieldFocused)
        listTopRow = Self.listTop
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        if let fieldProblem {
            write(fieldProblem.message(for: .screen), rows: 1..<area.rows, style: .failure, into: &grid, area: area)
        } else if showsSuggestions {
            drawSuggestions(into: &grid, area: area, visible: visible)
        } else {
            drawResults(list.state, into: &grid, area: area, visible: visible)
        }
    }

    private func drawSuggestions(into grid: inout TerminalGrid, area: PanelArea, visible: Int) {
        let state = recent.state
        grid.write(
            state.headline, row: area.row(1), column: area.left, width: area.columns,
            style: state.error == nil ? .secondary : .failure)
        let notes = list.state.warnings.lines(for: .screen)
        if let note = notes.first {
            write(note, rows: 2..<Self.listTop, style: .notice, into: &grid, area: area)
        }
        guard state.error == nil else { return }
        let count = state.queries.count
        let top = suggestions.top(count: count, visible: visible)
        listTopShown = top
        for (line, index) in (top..<count).prefix(visible).enumerated() {
            let row = area.row(Self.listTop + line)
            grid.write("  " + state.queries[index], row: row, column: area.left, width: area.columns)
            if index == suggestions.clamped(to: count) {
                grid.paint(row: row, column: area.left, width: area.columns, style: .selected)
            }
        }
    }

    private func drawResults(_ state: MoviesListState, into grid: inout TerminalGrid, area: PanelArea, visible: Int) {
        var selection = ListSelection()
        selection.select(state.selection, count: state.movies.count)
        let position = state.movies.isEmpty ? "" : selection.position(count: state.totalResults)
        let positionWidth = DisplayWidth.of(position)
        var headline = state.headline(for: .screen)
        if state.loading != .none, !state.movies.isEmpty { headline += " …" }
        if state.error != nil && state.movies.isEmpty {
            // Nothing to list: the error has every row below the field.
            write(headline, rows: 1..<area.rows, style: .failure, into: &grid, area: area)
            return
        }
        grid.write(
            headline, row: area.row(1), column: area.left, width: area.columns - positionWidth - 2, style: .heading)
        grid.write(
            position, row: area.row(1), column: area.left + area.columns - positionWidth, style: .secondary)
        let note: (text: String, style: TerminalStyle)? =
            if let error = state.error {
                (error.message(for: .screen), .failure)
            } else if let note = state.cacheNote(
                onlyWhenStale: false)
            { (note, .notice) } else if let warning = state.warnings.lines(for: .screen).last {
                (warning, .notice)
            } else { nil }
        // A note takes up to two rows; the list then starts a row lower.
        let noteRows = note.map { min(2, TerminalText.wrap($0.text, width: area.columns).count) } ?? 1
        listTopRow = Self.listTop + noteRows - 1
        if let note { write(note.text, rows: 2..<(2 + noteRows), style: note.style, into: &grid, area: area) }
        guard !state.movies.isEmpty else { return }
        let visible = max(0, area.rows - listTopRow)
        pageRows = max(1, visible)
        let titleWidth = max(10, (area.columns - 8) * 3 / 5)
        grid.write(
            " Year  " + TerminalText.fit("Title", width: titleWidth) + "  Genres", row: area.row(listTopRow - 1),
            column: area.left, width: area.columns, style: .secondary)
        let items = state.items
        let top = selection.top(count: items.count, visible: visible)
        listTopShown = top
        for (line, index) in (top..<items.count).prefix(visible).enumerated() {
            let item = items[index]
            let row = area.row(listTopRow + line)
            grid.write(" " + item.year, row: row, column: area.left, width: 6)
            grid.write(item.title, row: row, column: area.left + 7, width: titleWidth)
            grid.write(
                item.genres, row: row, column: area.left + 9 + titleWidth, width: area.columns - 9 - titleWidth,
                style: .secondary)
            if index == state.selection {
                grid.paint(row: row, column: area.left, width: area.columns, style: .selected)
            }
        }
    }

    /// `text` wrapped into `rows` of the panel; the last row ends in "…" when it does not all fit.
    func write(_ text: String, rows: Range<Int>, style: TerminalStyle, into grid: inout TerminalGrid, area: PanelArea) {
        let lines = TerminalText.wrap(text, width: area.columns)
        let shown = Array(lines.prefix(rows.count))
        for (offset, line) in shown.enumerated() {
            let cut = offset == shown.count - 1 && lines.count > shown.count
            grid.write(
                cut ? line + " " + lines[shown.count...].joined(separator: " ") : line,
                row: area.row(rows.lowerBound + offset),
                column: area.left, width: area.columns, style: style)
        }
    }
}
