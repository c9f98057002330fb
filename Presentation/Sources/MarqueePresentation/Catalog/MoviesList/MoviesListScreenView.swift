import MarqueeDomain

/// Draws the interactive Movies screen from its state: the search field,
/// a status line (the same wording as `marquee movies search`), where the
/// page came from, and the results or the recent searches.
@MainActor
enum MoviesListScreenView {
    static let label = "Search  "
    static let listTop = 4

    static func draw(_ screen: MoviesSearchScreen, into frame: inout ScreenFrame, area: ScreenArea) {
        let labelWidth = frame.write(label, row: area.row(0), column: area.left, width: area.columns, style: .dim)
        let fieldWidth = area.columns - labelWidth
        frame.write(
            screen.field.text, row: area.row(0), column: area.left + labelWidth, width: fieldWidth, style: .bold)
        if screen.isFieldFocused, screen.field.cursorColumn < fieldWidth {
            frame.cursor = ScreenPosition(row: area.row(0), column: area.left + labelWidth + screen.field.cursorColumn)
        }
        let visible = max(0, area.rows - listTop)
        screen.pageRows = max(1, visible)
        if screen.showsSuggestions {
            drawSuggestions(screen, into: &frame, area: area, visible: visible)
        } else {
            drawResults(screen.list.state, into: &frame, area: area, visible: visible)
        }
    }

    private static func drawSuggestions(
        _ screen: MoviesSearchScreen, into frame: inout ScreenFrame, area: ScreenArea, visible: Int
    ) {
        let recent = screen.recent.state
        let prompt = MoviesListTextScreen.lines(MoviesListState(source: screen.list.state.source)).first ?? ""
        let heading = recent.queries.isEmpty ? prompt : RecentQueriesTextScreen.lines(recent).first ?? ""
        frame.write(
            heading, row: area.row(1), column: area.left, width: area.columns,
            style: recent.error == nil ? .dim : .error)
        guard recent.error == nil else { return }
        let top = ListWindow.top(selection: screen.suggestion, count: recent.queries.count, visible: visible)
        for (line, index) in (top..<recent.queries.count).prefix(visible).enumerated() {
            let row = area.row(listTop - 1 + line)
            frame.write("  " + recent.queries[index], row: row, column: area.left, width: area.columns)
            if index == screen.suggestion {
                frame.paint(row: row, column: area.left, width: area.columns, style: .selected)
            }
        }
    }

    private static func drawResults(
        _ state: MoviesListState, into frame: inout ScreenFrame, area: ScreenArea, visible: Int
    ) {
        var status = MoviesListTextScreen.lines(state).first ?? ""
        if state.loading != .none, !state.movies.isEmpty { status += " …" }
        let failed = state.error != nil && state.movies.isEmpty
        frame.write(status, row: area.row(1), column: area.left, width: area.columns, style: failed ? .error : .plain)
        if let error = state.errorMessage, !state.movies.isEmpty {
            frame.write(error, row: area.row(2), column: area.left, width: area.columns, style: .error)
        } else if let note = CachedAnswerNote.line(state.provenance, answeredAt: state.answeredAt, onlyWhenStale: false)
        {
            frame.write(note, row: area.row(2), column: area.left, width: area.columns, style: .warning)
        }
        guard !state.movies.isEmpty else { return }
        let titleWidth = max(10, (area.columns - 8) * 3 / 5)
        frame.write(
            row("Year", "Title", "Genres", titleWidth: titleWidth), row: area.row(3), column: area.left,
            width: area.columns, style: .dim)
        let items = state.items
        let top = ListWindow.top(selection: state.selection, count: items.count, visible: visible)
        for (line, index) in (top..<items.count).prefix(visible).enumerated() {
            let item = items[index]
            let screenRow = area.row(listTop + line)
            frame.write(" " + item.year, row: screenRow, column: area.left, width: 6)
            frame.write(item.title, row: screenRow, column: area.left + 7, width: titleWidth)
            frame.write(
                item.genres, row: screenRow, column: area.left + 9 + titleWidth, width: area.columns - 9 - titleWidth,
                style: .dim)
            if index == state.selection {
                frame.paint(row: screenRow, column: area.left, width: area.columns, style: .selected)
            }
        }
    }

    private static func row(_ year: String, _ title: String, _ genres: String, titleWidth: Int) -> String {
        " " + year + "  " + title + String(repeating: " ", count: max(1, titleWidth + 2 - DisplayWidth.of(title)))
            + genres
    }
}
