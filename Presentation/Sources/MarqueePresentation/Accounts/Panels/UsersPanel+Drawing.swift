import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension UsersPanel {
    /// Draws the name field when open (its caret shown), what the last
    /// action changed or the rule it broke, then the users with the row position.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let state = viewModel.state
        switch editing {
        case .register?:
            let width = grid.write("› Register  ", row: area.row(0), column: area.left, style: .heading)
            field.draw(
                into: &grid, row: area.row(0), column: area.left + width, width: min(40, area.columns - width),
                focused: true)
        case let .rename(user)?:
            let width = grid.write(
                "› Rename \(user.name) to  ", row: area.row(0), column: area.left, width: area.columns / 2,
                style: .heading)
            field.draw(
                into: &grid, row: area.row(0), column: area.left + width, width: min(40, area.columns - width),
                focused: true)
        case nil:
            grid.write(
                "n registers a customer; r renames and d deletes the one selected.", row: area.row(0),
                column: area.left, width: area.columns, style: .secondary)
        }
        if let problem {
            grid.write(problem, row: area.row(1), column: area.left, width: area.columns, style: .failure)
        } else if let error = state.error {
            grid.write(
                error.message(for: .screen, subject: state.subject), row: area.row(1), column: area.left,
                width: area.columns,
                style: .failure)
        } else if let change = state.lastChange {
            grid.write(change.line, row: area.row(1), column: area.left, width: area.columns, style: .success)
        }
        let users = state.rows
        let position = users.isEmpty ? "" : selection.position(count: users.count)
        grid.writeHeadline(
            state.headline(for: .screen), position: position, row: area.row(3), area: area,
            style: users.isEmpty ? .secondary : .heading)
        guard !users.isEmpty else {
            guard offersSample else { return }
            var row = 5
            for line in sample.lines {
                for wrapped in TerminalText.wrap(line.text, width: area.columns) where row < area.rows {
                    grid.write(wrapped, row: area.row(row), column: area.left, style: line.style)
                    row += 1
                }
            }
            return
        }
        let idWidth = min(24, max(2, users.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0))
        grid.write(
            TerminalText.fit("Name", width: 24) + "  ID", row: area.row(4), column: area.left, width: area.columns,
            style: .secondary)
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        let top = selection.top(count: users.count, visible: visible)
        listTopShown = top
        let selected = editing == nil ? selection.clamped(to: users.count) : nil
        for (line, index) in (top..<users.count).prefix(visible).enumerated() {
            let row = area.row(Self.listTop + line)
            grid.write(
                TerminalText.fit(users[index].name, width: 24) + "  "
                    + TerminalText.fit(users[index].id.rawValue, width: idWidth), row: row, column: area.left,
                width: area.columns)
            if index == selected { grid.paint(row: row, column: area.left, width: area.columns, style: .selected) }
        }
    }
}
