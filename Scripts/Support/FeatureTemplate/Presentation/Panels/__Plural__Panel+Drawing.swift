import __Prefix__Domain
import __Prefix__TerminalModel
import __Prefix__TerminalUI

extension __Plural__Panel {
    /// Draws the title field when open (its caret shown), what the last
    /// action added or the rule it broke, then the __labels__ with the row position.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let state = viewModel.state
        if isAdding {
            let width = grid.write("› Add  ", row: area.row(0), column: area.left, style: .heading)
            field.draw(
                into: &grid, row: area.row(0), column: area.left + width, width: min(40, area.columns - width),
                focused: true)
        } else {
            grid.write("n adds a __label__.", row: area.row(0), column: area.left, width: area.columns, style: .secondary)
        }
        if let problem {
            grid.write(problem, row: area.row(1), column: area.left, width: area.columns, style: .failure)
        } else if let error = state.error {
            grid.write(
                error.message(for: .screen), row: area.row(1), column: area.left, width: area.columns,
                style: .failure)
        } else if let added = state.added {
            grid.write(
                __Plural__State.addedLine(added), row: area.row(1), column: area.left, width: area.columns,
                style: .success)
        }
        let __plural__ = state.__plural__
        let position = __plural__.isEmpty ? "" : selection.position(count: __plural__.count)
        grid.write(
            state.headline(for: .screen), row: area.row(3), column: area.left,
            width: area.columns - DisplayWidth.of(position) - 2, style: __plural__.isEmpty ? .secondary : .heading)
        grid.write(
            position, row: area.row(3), column: area.left + area.columns - DisplayWidth.of(position),
            style: .secondary)
        guard !__plural__.isEmpty else { return }
        let idWidth = min(24, max(2, __plural__.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0))
        grid.write(
            TerminalText.fit("ID", width: idWidth) + "  Title", row: area.row(4), column: area.left,
            width: area.columns, style: .secondary)
        let visible = max(0, area.rows - Self.listTop)
        pageRows = max(1, visible)
        let top = selection.top(count: __plural__.count, visible: visible)
        listTopShown = top
        let selected = isAdding ? nil : selection.clamped(to: __plural__.count)
        for (line, index) in (top..<__plural__.count).prefix(visible).enumerated() {
            let row = area.row(Self.listTop + line)
            grid.write(
                TerminalText.fit(__plural__[index].id.rawValue, width: idWidth) + "  " + __plural__[index].title.text,
                row: row, column: area.left, width: area.columns)
            if index == selected { grid.paint(row: row, column: area.left, width: area.columns, style: .selected) }
        }
    }
}
