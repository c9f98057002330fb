import MarqueeDomain
import MarqueeTerminalModel

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
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        if let fieldProblem {
            grid.write(
                fieldProblem.message(for: .screen), row: area.row(1), column: area.left, width: area.columns,
                style: .failure)
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
            grid.write(note, row: area.row(2), column: area.left, width: area.columns, style: .notice)
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
        let failed = state.error != nil && state.movies.isEmpty
        grid.write(
            headline, row: area.row(1), column: area.left, width: area.columns - positionWidth - 2,
            style: failed ? .failure : .heading)
        grid.write(
            position, row: area.row(1), column: area.left + area.columns - positionWidth, style: .secondary)
        if let error = state.error, !state.movies.isEmpty {
            grid.write(
                error.message(for: .screen), row: area.row(2), column: area.left, width: area.columns,
                style: .failure)
        } else if let note = state.cacheNote(onlyWhenStale: false) {
            grid.write(note, row: area.row(2), column: area.left, width: area.columns, style: .notice)
        } else if let warning = state.warnings.lines(for: .screen).last {
            grid.write(warning, row: area.row(2), column: area.left, width: area.columns, style: .notice)
        }
        guard !state.movies.isEmpty else { return }
        let titleWidth = max(10, (area.columns - 8) * 3 / 5)
        grid.write(
            " Year  " + TerminalText.fit("Title", width: titleWidth) + "  Genres", row: area.row(3),
            column: area.left, width: area.columns, style: .secondary)
        let items = state.items
        let top = selection.top(count: items.count, visible: visible)
        listTopShown = top
        for (line, index) in (top..<items.count).prefix(visible).enumerated() {
            let item = items[index]
            let row = area.row(Self.listTop + line)
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
}
