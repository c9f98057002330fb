import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// Calling off a screening, opened with `c` on a row of Program: it reads
/// what the cancellation would do (the orders to cancel and refund, the
/// money back, the seats) and shows it before the one button that does it.
/// Esc goes back without a change; after the cancellation the button is off
/// and the orders it settled are listed.
@Observable @MainActor
final class CancelScreeningPanel: Panel {
    /// Reads the impact, then cancels.
    let viewModel: CancelScreeningViewModel
    /// The screening as Program showed it.
    let screening: ProgramItem

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)

    init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, screening: ProgramItem, tasks: TaskTracker) {
        viewModel = CancelScreeningViewModel(boxOffice: boxOffice, times: times)
        self.screening = screening
        self.tasks = tasks
    }

    var hasTextFocus: Bool { false }

    /// None: Enter presses the one button.
    static let shortcuts: [Shortcut] = []

    /// Whether the button acts: the impact is read, nothing failed, not cancelled yet.
    var canCancel: Bool {
        let state = viewModel.state
        return state.impact != nil && !state.isDone && !state.isWorking && state.error == nil
    }

    var hints: [KeyHint] {
        let state = viewModel.state
        let button: KeyHint =
            if canCancel {
                KeyHint(key: "Enter", action: "cancel the screening")
            } else if state.isWorking {
                KeyHint(key: "", action: state.impact == nil ? "reading its orders…" : "cancelling…")
            } else if state.isDone {
                KeyHint(key: "", action: "cancelled")
            } else {
                KeyHint(key: "", action: "cannot be cancelled")
            }
        return [button, KeyHint(key: "Esc", action: "back to Program")]
    }

    var overlayTitle: String? { "Cancel \(screening.movieTitle) at \(screening.time) (\(screening.id))" }

    /// Reads what cancelling would do (once: coming back shows the outcome).
    func appear() {
        guard viewModel.state.impact == nil, viewModel.state.error == nil else { return }
        tasks.run { [viewModel, screening] in await viewModel.preview(screening.id) }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        guard key == .enter else { return .ignored }
        submit()
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        guard position.row == area.row(buttonRow) else { return .ignored }
        submit()
        return .handled
    }

    /// The button's row, the panel's first; what it does is written under it.
    private var buttonRow: Int { 0 }

    private func submit() {
        guard canCancel else { return }
        tasks.run { [viewModel, screening] in await viewModel.cancel(screening.id) }
    }
}

extension CancelScreeningPanel {
    /// Draws the button (focused while it acts), then what the cancellation
    /// would do, or did, or the rule that refuses it.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        grid.writeFormButton(
            "Cancel the screening", focused: canCancel, enabled: canCancel, row: area.row(buttonRow), in: area)
        let state = viewModel.state
        grid.writeFormMessage(
            state.summary(for: .screen).map {
                ($0, state.error != nil ? .failure : state.isDone ? .success : .notice)
            },
            from: buttonRow + 2, in: area)
    }
}
