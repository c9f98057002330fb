import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension TodayPanel {
    /// Draws the headline with the row position, the totals, then per
    /// screening its time, hall, movie, seats and money, by display width.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let state = viewModel.state
        let rows = state.report?.rows ?? []
        let position = rows.isEmpty ? "" : selection.position(count: rows.count)
        grid.writeHeadline(
            state.headline, position: position, row: area.row(0), area: area,
            style: rows.isEmpty ? .secondary : .heading)
        if let error = state.error {
            grid.write(
                error.message(times: state.times, for: .screen), row: area.row(1), column: area.left,
                width: area.columns, style: .failure)
        } else if let notice {
            grid.write(notice, row: area.row(1), column: area.left, width: area.columns, style: .failure)
        }
        guard !rows.isEmpty else { return }
        // The totals take the two rows above the table, broken between their parts when narrow.
        var lines: [String] = []
        for part in state.totals {
            if let last = lines.last, DisplayWidth.of(last) + 3 + DisplayWidth.of(part) <= area.columns {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        for (offset, line) in lines.prefix(2).enumerated() {
            grid.write(line, row: area.row(2 + offset), column: area.left, width: area.columns)
        }
        let layout = TodayColumns(rows: rows, width: area.columns)
        for (column, head) in layout.heads {
            grid.write(
                head, row: area.row(4), column: area.left + column.offset, width: column.width, style: .secondary)
        }
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        let top = selection.top(count: rows.count, visible: visible)
        listTopShown = top
        let selected = selection.clamped(to: rows.count)
        for (line, index) in (top..<rows.count).prefix(visible).enumerated() {
            let row = area.row(Self.listTop + line)
            for (column, value) in layout.values(of: index, times: state.times) {
                let soldOut = column.name == "Free" && (rows[index].seatsFree == 0 || rows[index].screening.isSoldOut)
                grid.write(
                    value, row: row, column: area.left + column.offset, width: column.width,
                    style: soldOut ? .failure : isOnSale(rows[index]) ? .button : .plain)
            }
            if index == selected { grid.paint(row: row, column: area.left, width: area.columns, style: .selected) }
        }
    }
}

/// Where the day's columns go in `width` columns: every column when there
/// is room; else without the refunds, then without the money owed. The
/// movie takes what is left, at least eight columns.
struct TodayColumns {
    typealias Column = TableColumn

    private let rows: [DayReport.Row]
    private let columns: [Column]
    private let money: [String: [String]]

    init(rows: [DayReport.Row], width: Int) {
        self.rows = rows
        var money = [
            "Taken": AmountColumn.align(rows.map(\.paid.displayText)),
            "Owed": AmountColumn.align(rows.map(\.unpaid.displayText)),
            "Refunded": AmountColumn.align(rows.map(\.refunded.displayText)),
        ]
        let hall = min(8, max(4, rows.map { DisplayWidth.of($0.screening.hall.name) }.max() ?? 0))
        func moneyWidth(_ name: String) -> Int {
            max(DisplayWidth.of(name), money[name]?.map { DisplayWidth.of($0) }.max() ?? 0)
        }
        var shown = ["Taken", "Owed", "Refunded"]
        func fixed() -> Int { 5 + 2 + hall + 2 + 3 * (4 + 2) + shown.map { moneyWidth($0) + 2 }.reduce(0, +) }
        while width - fixed() < 8, shown.count > 1 { money[shown.removeLast()] = nil }
        let movie = max(8, width - fixed())
        var offset = 0
        var columns: [Column] = []
        for (name, columnWidth) in [
            ("Time", 5), ("Hall", hall), ("Movie", movie), ("Paid", 4), ("Held", 4), ("Free", 4),
        ]
            + shown.map({ ($0, moneyWidth($0)) })
        {
            columns.append(Column(name: name, offset: offset, width: columnWidth))
            offset += columnWidth + 2
        }
        self.columns = columns
        self.money = money
    }

    /// Each column with its heading, numbers and money right-aligned.
    var heads: [(Column, String)] {
        columns.map { column in
            (
                column,
                Self.isNumeric(column.name) ? TerminalText.rightAligned(column.name, width: column.width) : column.name
            )
        }
    }

    /// Each column with the value of row `index`.
    func values(of index: Int, times: LocalTimeFormat) -> [(Column, String)] {
        let row = rows[index]
        return columns.map { column in
            let value: String =
                switch column.name {
                case "Time":
                    times.localDateTime(at: row.screening.startsAt).map { String($0.description.suffix(5)) } ?? ""
                case "Hall": row.screening.hall.name
                case "Movie": row.screening.reportTitle
                case "Paid": String(row.seatsPaid)
                case "Held": String(row.seatsHeld)
                case "Free": String(row.seatsFree)
                default: money[column.name]?[index] ?? ""
                }
            return (column, Self.isNumeric(column.name) ? TerminalText.rightAligned(value, width: column.width) : value)
        }
    }

    private static func isNumeric(_ name: String) -> Bool { !["Time", "Hall", "Movie"].contains(name) }
}
