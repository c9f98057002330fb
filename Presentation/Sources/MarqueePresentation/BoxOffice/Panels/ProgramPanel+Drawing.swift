import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

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
        grid.writeHeadline(
            state.headline(for: .screen), position: position, row: area.row(0), area: area, style: .heading)
        if let error = state.error {
            grid.write(
                error.message(times: state.times, for: .screen), row: area.row(1), column: area.left,
                width: area.columns, style: .failure)
        } else if let notice {
            grid.write(notice, row: area.row(1), column: area.left, width: area.columns, style: .failure)
        }
        let layout = ProgramColumns(items: items, width: area.columns)
        for (column, head) in layout.columns(["ID", "Time", "Hall", "Movie", "Left", "Price"]) {
            grid.write(
                head, row: area.row(2), column: area.left + column.offset, width: column.width, style: .secondary)
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
            let time = layout.shortTime ? String(item.time.dropFirst(5)) : item.time
            for (column, value) in layout.columns([
                item.id.rawValue, time, item.hall, item.movieTitle, seats, item.price,
            ]) {
                grid.write(
                    value, row: row, column: area.left + column.offset, width: column.width,
                    style: column.name == "Left" && item.isSoldOut ? .failure : .button)
            }
            if index == selected { grid.paint(row: row, column: area.left, width: area.columns, style: .selected) }
        }
    }
}

/// Where the program's columns go in `width` columns: every column whole
/// when there is room; else the time without its year; else without the id
/// column too (Enter carries the id to the order form). The movie takes
/// what is left.
struct ProgramColumns {
    typealias Column = TableColumn

    private(set) var shortTime = false
    private var showsID = true
    private let widths: (id: Int, hall: Int, seats: Int, price: Int)
    private let width: Int

    init(items: [ProgramItem], width: Int) {
        self.width = width
        widths = (
            id: min(24, max(2, items.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0)),
            hall: max(4, items.map { DisplayWidth.of($0.hall) }.max() ?? 0),
            seats: max(8, items.map { DisplayWidth.of("\($0.capacity)/\($0.capacity)") }.max() ?? 0),
            price: max(5, items.map { DisplayWidth.of($0.price) }.max() ?? 0)
        )
        for (short, id) in [(false, true), (true, true), (true, false)] {
            (shortTime, showsID) = (short, id)
            if fixedWidth + 12 <= width { break }
        }
    }

    private var timeWidth: Int { shortTime ? 11 : 16 }

    private var fixedWidth: Int {
        (showsID ? widths.id + 2 : 0) + timeWidth + 2 + widths.hall + 2 + 2 + widths.seats + 2 + widths.price
    }

    /// The columns shown, each with its value from `values` (ID, time, hall, movie, seats, price).
    func columns<Value>(_ values: [Value]) -> [(Column, Value)] {
        let movie = max(8, width - fixedWidth)
        var layout: [(String, Int)] = []
        if showsID { layout.append(("ID", widths.id)) }
        layout += [
            ("Time", timeWidth), ("Hall", widths.hall), ("Movie", movie), ("Left", widths.seats),
            ("Price", widths.price),
        ]
        let names = ["ID", "Time", "Hall", "Movie", "Left", "Price"]
        var offset = 0
        var result: [(Column, Value)] = []
        for (name, columnWidth) in layout {
            guard let index = names.firstIndex(of: name), offset < width else { continue }
            result.append((Column(name: name, offset: offset, width: min(columnWidth, width - offset)), values[index]))
            offset += columnWidth + 2
        }
        return result
    }
}
