import MarqueeDomain
import MarqueeTerminalModel

extension ProgramPanel {
    /// Draws the headline with the row position, then time, hall, movie,
    /// seats left (sold out marked) and price, by display width.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let state = viewModel.state
        let items = state.items
        guard !items.isEmpty else {
            var lines = [
                (text: state.headline(for: .screen), style: state.error == nil ? TerminalStyle.secondary : .failure)
            ]
            if offersSample { lines += sample.lines }
            var row = 0
            for line in lines {
                for wrapped in TerminalText.wrap(line.text, width: area.columns) where row < area.rows {
                    grid.write(wrapped, row: area.row(row), column: area.left, style: line.style)
                    row += 1
                }
                row += 1
            }
            return
        }
        let position = selection.position(count: items.count)
        grid.write(
            state.headline(for: .screen), row: area.row(0), column: area.left,
            width: area.columns - DisplayWidth.of(position) - 2, style: .heading)
        grid.write(
            position, row: area.row(0), column: area.left + area.columns - DisplayWidth.of(position),
            style: .secondary)
        if let error = state.error {
            grid.write(
                error.message(times: state.times, for: .screen), row: area.row(1), column: area.left,
                width: area.columns, style: .failure)
        }
        let idWidth = min(14, max(2, items.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0))
        let movieWidth = max(8, area.columns - 53 - idWidth)
        let movieAt = idWidth + 28
        let columns = [
            (0, idWidth), (idWidth + 2, 16), (idWidth + 20, 6), (movieAt, movieWidth), (movieAt + movieWidth + 2, 9),
            (movieAt + movieWidth + 13, 12),
        ]
        for ((offset, width), head) in zip(columns, ["ID", "Time", "Hall", "Movie", "Seats", "Price"]) {
            grid.write(head, row: area.row(2), column: area.left + offset, width: width, style: .secondary)
        }
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        let top = selection.top(count: items.count, visible: visible)
        listTopShown = top
        let selected = selection.clamped(to: items.count)
        for (line, index) in (top..<items.count).prefix(visible).enumerated() {
            let item = items[index]
            let row = area.row(Self.listTop + line)
            let seats = item.isSoldOut ? "sold out" : "\(item.seatsLeft)/\(item.capacity)"
            for (column, ((offset, width), value)) in zip(
                columns, [item.id.rawValue, item.time, item.hall, item.movieTitle, seats, item.price]
            ).enumerated() {
                grid.write(
                    value, row: row, column: area.left + offset, width: min(width, area.columns - offset),
                    style: column == 4 && item.isSoldOut ? .failure : .button)
            }
            if index == selected { grid.paint(row: row, column: area.left, width: area.columns, style: .selected) }
        }
    }
}
