import MarqueeDomain

/// Draws the interactive Program screen from the program's state: time,
/// hall, movie, seats left (sold out marked) and price.
@MainActor
enum ProgramScreenView {
    /// Marks a screening with no seats left.
    static let soldOut = "sold out"

    static func draw(_ screen: ProgramScreen, into frame: inout ScreenFrame, area: ScreenArea) {
        let state = screen.viewModel.state
        let items = state.items
        guard !items.isEmpty else {
            let text = ProgramTextScreen.lines(state).first ?? ""
            for (line, wrapped) in ScreenText.wrap(text, width: area.columns).prefix(area.rows).enumerated() {
                frame.write(wrapped, row: area.row(line), column: area.left, style: state.error == nil ? .dim : .error)
            }
            return
        }
        frame.write(
            ProgramTextScreen.lines(state).first ?? "", row: area.row(0), column: area.left, width: area.columns)
        if let error = state.errorMessage {
            frame.write(error, row: area.row(1), column: area.left, width: area.columns, style: .error)
        }
        let idWidth = min(12, max(2, items.map(\.id.rawValue.count).max() ?? 0))
        let movieWidth = max(8, area.columns - 56 - idWidth)
        let movieAt = idWidth + 30
        let columns = [
            (0, idWidth), (idWidth + 2, 16), (idWidth + 20, 8), (movieAt, movieWidth), (movieAt + movieWidth + 2, 9),
            (movieAt + movieWidth + 13, 12),
        ]
        let heads = ["ID", "Time", "Hall", "Movie", "Seats", "Price"]
        for ((offset, width), head) in zip(columns, heads) {
            frame.write(head, row: area.row(2), column: area.left + offset, width: width, style: .dim)
        }
        let visible = max(0, area.rows - 3)
        screen.pageRows = max(1, visible)
        let top = ListWindow.top(selection: screen.selection, count: items.count, visible: visible)
        for (line, index) in (top..<items.count).prefix(visible).enumerated() {
            let item = items[index]
            let row = area.row(3 + line)
            let seats = item.isSoldOut ? soldOut : "\(item.seatsLeft)/\(item.capacity)"
            let values = [item.id.rawValue, item.time, item.hall, item.movieTitle, seats, item.price]
            for (column, ((offset, width), value)) in zip(columns, values).enumerated() {
                let style: ScreenStyle = column == 4 && item.isSoldOut ? .error : .plain
                frame.write(
                    value, row: row, column: area.left + offset, width: min(width, area.columns - offset), style: style)
            }
            if index == screen.selection {
                frame.paint(row: row, column: area.left, width: area.columns, style: .selected)
            }
        }
    }
}
