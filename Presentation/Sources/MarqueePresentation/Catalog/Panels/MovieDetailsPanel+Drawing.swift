import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension MovieDetailsPanel {
    /// Draws the poster on the left when there is one to draw, the facts and
    /// the overview beside it; without a poster, one line says why and the
    /// text takes the whole width.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        let state = viewModel.state
        guard let details = state.details else {
            let text = state.error?.message(for: .screen) ?? "Loading…"
            for (line, wrapped) in TerminalText.wrap(text, width: area.columns).prefix(area.rows).enumerated() {
                grid.write(
                    wrapped, row: area.row(line), column: area.left, style: state.error == nil ? .secondary : .failure)
            }
            return
        }
        var textArea = area
        var posterNote = state.posterNote
        if let image = state.poster {
            let columns = min(area.columns / 3, area.rows * 4 / 3)
            let rows = columns * 3 / 4
            if columns > 0, rows > 0, let cells = posterCells(image, columns: columns, rows: rows, colors: colors) {
                grid.draw(cells.prefix(rows).map { Array($0.prefix(columns)) }, row: area.top, column: area.left)
                textArea = PanelArea(
                    top: area.top, left: area.left + columns + 2, columns: area.columns - columns - 2, rows: area.rows)
            } else {
                posterNote = Self.undrawable(image)
            }
        }
        drawFacts(details, state: state, posterNote: posterNote, into: &grid, area: textArea)
    }

    /// Why a poster that arrived is not drawn.
    private static func undrawable(_ image: PosterImage) -> String {
        image.mediaType == "image/jpeg"
            ? "The poster arrived but its image cannot be decoded (damaged, or too large)."
            : "The poster is \(image.mediaType); only JPEG posters are drawn here."
    }

    private func drawFacts(
        _ details: MovieDetails, state: MovieDetailsState, posterNote: String?, into grid: inout TerminalGrid,
        area: PanelArea
    ) {
        var header: [(String, TerminalStyle)] = [(details.title, .heading)]
        if let originalTitle = details.originalTitle { header.append((originalTitle, .secondary)) }
        if let tagline = details.tagline { header.append((tagline, .secondary)) }
        // The id last: what `marquee screenings schedule` and the service take.
        let facts = [details.year, details.runtime ?? "", details.genres, "id \(details.id.rawValue)"]
            .filter { !$0.isEmpty }
        header.append((facts.joined(separator: " · "), .button))
        if let note = state.cacheNote(onlyWhenStale: false) { header.append((note, .notice)) }
        if let error = state.error { header.append((error.message(for: .screen), .failure)) }
        if let posterNote { header.append((posterNote, .secondary)) }
        header.append(("", .button))
        for (line, (text, style)) in header.prefix(area.rows).enumerated() {
            grid.write(text, row: area.row(line), column: area.left, width: area.columns, style: style)
        }
        let overview = TerminalText.wrap(details.overview, width: area.columns)
        // An overview longer than the room keeps its last row for where it is.
        let room = max(0, area.rows - header.count)
        let overflows = overview.count > room
        let visible = max(0, room - (overflows ? 1 : 0))
        overviewLines = (overview.count, visible)
        let first = overviewScroll.first(lines: overview.count, visible: visible)
        for (line, text) in overview.dropFirst(first).prefix(visible).enumerated() {
            grid.write(text, row: area.row(header.count + line), column: area.left, width: area.columns)
        }
        if overflows, visible > 0 {
            let more =
                "lines \(first + 1)–\(min(overview.count, first + visible)) of \(overview.count) · ↑↓ PgUp PgDn ↕"
            grid.write(
                more, row: area.row(area.rows - 1), column: area.left + max(0, area.columns - DisplayWidth.of(more)),
                width: area.columns, style: .secondary)
        }
    }
}
