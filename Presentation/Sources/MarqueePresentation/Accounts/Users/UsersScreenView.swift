import MarqueeDomain

/// Draws the interactive Users screen: the register field, the confirmation
/// or the broken rule (worded as `marquee users` words it), and the list.
@MainActor
enum UsersScreenView {
    static let label = "Register  "

    static func draw(_ screen: UsersScreen, into frame: inout ScreenFrame, area: ScreenArea) {
        let state = screen.viewModel.state
        let labelWidth = frame.write(label, row: area.row(0), column: area.left, width: area.columns, style: .dim)
        let width = area.columns - labelWidth
        frame.write(
            screen.field.text, row: area.row(0), column: area.left + labelWidth, width: width,
            style: ScreenStyle(underline: true))
        if screen.isFieldFocused, screen.field.cursorColumn < width {
            frame.cursor = ScreenPosition(row: area.row(0), column: area.left + labelWidth + screen.field.cursorColumn)
        }
        if let error = state.errorMessage {
            frame.write(error, row: area.row(1), column: area.left, width: area.columns, style: .error)
        } else if let change = screen.lastRegistered {
            frame.write(
                UsersTextScreen.lines(change: change).first ?? "", row: area.row(1), column: area.left,
                width: area.columns)
        }
        guard !state.users.isEmpty else {
            let text = UsersTextScreen.lines(listOnly(state)).first ?? ""
            frame.write(text, row: area.row(3), column: area.left, width: area.columns, style: .dim)
            return
        }
        let lines = UsersTextScreen.lines(listOnly(state))
        for (offset, text) in lines.prefix(3).enumerated() {
            frame.write(
                text, row: area.row(3 + offset), column: area.left, width: area.columns,
                style: offset == 0 ? .plain : .dim)
        }
        let rows = Array(lines.dropFirst(3))
        let visible = max(0, area.rows - 6)
        screen.pageRows = max(1, visible)
        let top = ListWindow.top(selection: screen.selection, count: rows.count, visible: visible)
        for (line, index) in (top..<rows.count).prefix(visible).enumerated() {
            let row = area.row(6 + line)
            frame.write(rows[index], row: row, column: area.left, width: area.columns)
            if index == screen.selection {
                frame.paint(row: row, column: area.left, width: area.columns, style: .selected)
            }
        }
    }

    /// The state without its error, which the screen shows on its own line.
    private static func listOnly(_ state: UsersState) -> UsersState {
        var list = state
        list.error = nil
        return list
    }
}
