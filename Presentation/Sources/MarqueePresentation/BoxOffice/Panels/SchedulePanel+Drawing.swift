import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI

extension SchedulePanel {
    /// Draws the fields (the focused one marked, its caret shown, an example
    /// beside each), the button, and the confirmation or the rule broken.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        for control in Control.allCases where control != .schedule {
            grid.writeFormField(
                control.label, fields[control] ?? TextField(),
                note: control == .movie ? movieNote : (control.example, .secondary), focused: focus == control,
                row: area.row(control.rawValue), in: area)
        }
        grid.writeFormButton(
            "Schedule the screening", focused: focus == .schedule, enabled: canSchedule,
            row: area.row(Control.schedule.rawValue), in: area)
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
