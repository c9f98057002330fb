import MarqueeDomain

/// Draws the interactive Details screen: the poster on the left (drawn by the
/// ``PosterRenderer``, or a text placeholder), the movie's facts and overview
/// on the right.
@MainActor
enum MovieDetailsScreenView {
    /// Shown in the poster area until the poster arrives.
    static let posterLoading = "Loading the poster…"
    /// Shown in the poster area when an image arrived but cannot be drawn here.
    static let posterUndrawable = "The poster cannot be drawn in this terminal."

    static func draw(_ screen: MovieDetailsScreen, colors: ColorDepth, into frame: inout ScreenFrame, area: ScreenArea)
    {
        let state = screen.viewModel.state
        guard let details = state.details else {
            let text = state.errorMessage ?? MovieDetailsTextScreen.lines(state).first ?? ""
            for (line, wrapped) in ScreenText.wrap(text, width: area.columns).prefix(area.rows).enumerated() {
                frame.write(wrapped, row: area.row(line), column: area.left, style: state.error == nil ? .dim : .error)
            }
            return
        }
        let posterColumns = min(area.columns / 3, area.rows * 4 / 3)
        let posterArea = ScreenArea(top: area.top, left: area.left, columns: posterColumns, rows: posterColumns * 3 / 4)
        drawPoster(screen, state: state, colors: colors, into: &frame, area: posterArea)
        let textLeft = posterColumns > 0 ? posterColumns + 2 : 0
        let text = ScreenArea(
            top: area.top, left: area.left + textLeft, columns: area.columns - textLeft, rows: area.rows)
        drawFacts(details, state: state, screen: screen, into: &frame, area: text)
    }

    private static func drawFacts(
        _ details: MovieDetails, state: MovieDetailsState, screen: MovieDetailsScreen, into frame: inout ScreenFrame,
        area: ScreenArea
    ) {
        var header: [(String, ScreenStyle)] = [(details.title, .bold)]
        if let originalTitle = details.originalTitle { header.append((originalTitle, .dim)) }
        if let tagline = details.tagline { header.append((tagline, .dim)) }
        let facts = [details.year, details.runtime ?? "", details.genres].filter { !$0.isEmpty }
        header.append((facts.joined(separator: " · "), .plain))
        if let note = CachedAnswerNote.line(state.provenance, answeredAt: state.answeredAt, onlyWhenStale: false) {
            header.append((note, .warning))
        }
        if let error = state.errorMessage { header.append((error, .error)) }
        header.append(("", .plain))
        for (line, (text, style)) in header.prefix(area.rows).enumerated() {
            frame.write(text, row: area.row(line), column: area.left, width: area.columns, style: style)
        }
        let overview = ScreenText.wrap(details.overview, width: area.columns)
        let visible = max(0, area.rows - header.count)
        let first = screen.clampScroll(lines: overview.count, visible: visible)
        for (line, text) in overview.dropFirst(first).prefix(visible).enumerated() {
            frame.write(text, row: area.row(header.count + line), column: area.left, width: area.columns)
        }
    }

    private static func drawPoster(
        _ screen: MovieDetailsScreen, state: MovieDetailsState, colors: ColorDepth, into frame: inout ScreenFrame,
        area: ScreenArea
    ) {
        guard area.columns > 0, area.rows > 0 else { return }
        let placeholder: String
        if let image = state.poster {
            if let cells = screen.posterCells(image, columns: area.columns, rows: area.rows, colors: colors) {
                frame.place(
                    cells.prefix(area.rows).map { Array($0.prefix(area.columns)) }, row: area.top, column: area.left)
                return
            }
            placeholder = posterUndrawable
        } else {
            placeholder = state.posterUnavailable ?? posterLoading
        }
        for row in 0..<area.rows {
            frame.write(String(repeating: "░", count: area.columns), row: area.row(row), column: area.left, style: .dim)
        }
        for (line, text) in ScreenText.wrap(placeholder, width: area.columns - 2).prefix(area.rows).enumerated() {
            frame.write(text, row: area.row(1 + line), column: area.left + 1, width: area.columns - 2, style: .dim)
        }
    }
}
