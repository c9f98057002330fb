import MarqueeDomain
import MarqueeTerminalModel

extension SchedulePanel {
    /// Draws the fields (the focused one marked, its caret shown, an example
    /// beside each), the button, and the confirmation or the rule broken.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        let labelWidth = 13
        let fieldWidth = min(24, max(8, area.columns - labelWidth - 2))
        for control in Control.allCases where control != .schedule {
            let row = area.row(control.rawValue)
            let focused = focus == control
            grid.write(
                (focused ? "› " : "  ") + control.label, row: row, column: area.left, width: labelWidth,
                style: focused ? .heading : .secondary)
            (fields[control] ?? TextField()).draw(
                into: &grid, row: row, column: area.left + labelWidth, width: fieldWidth, focused: focused)
            let exampleAt = labelWidth + fieldWidth + 2
            if exampleAt < area.columns {
                let (note, style) = control == .movie ? movieNote : (control.example, .secondary)
                grid.write(
                    note, row: row, column: area.left + exampleAt, width: area.columns - exampleAt, style: style)
            }
        }
        let style: TerminalStyle = focus == .schedule ? .focusedButton : canSchedule ? .button : .disabledButton
        grid.write(
            "[ Schedule the screening ]", row: area.row(Control.schedule.rawValue), column: area.left + labelWidth,
            style: style)
        let state = viewModel.state
        grid.writeFormMessage(
            problem.map { [($0.message, .failure)] }
                ?? state.confirmation(for: .screen).map { ($0, state.error == nil ? .success : .failure) },
            from: Control.schedule.rawValue + 2, in: area)
    }

    /// Beside the movie field: the movie a title names, or the example.
    private var movieNote: (String, TerminalStyle) {
        switch movieMatch {
        case .none: (Control.movie.example, .secondary)
        case .looking: ("looking it up…", .secondary)
        case let .found(_, id, title, year): ("→ \(title)\(year.map { " (\($0))" } ?? ""), id \(id.rawValue)", .success)
        case .notFound: ("no movie found; type more, or its id", .failure)
        case let .failed(_, message): (message, .failure)
        }
    }
}
