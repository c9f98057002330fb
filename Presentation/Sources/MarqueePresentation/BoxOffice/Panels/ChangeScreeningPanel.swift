import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The form that moves a screening or changes its price, opened with `m` on
/// a row of Program: its start (local time), hall and price as they are,
/// then one button. Only what was edited is changed; every field is read
/// before anything is written, and the first that cannot be read is marked
/// with why. The button is off while changing and after a success, until a
/// field changes.
@Observable @MainActor
final class ChangeScreeningPanel: Panel {
    /// The form's fields, top to bottom, then the button.
    enum Control: Int, CaseIterable {
        case startsAt, hall, price, change

        /// The text fields: every control but the button.
        static let fields = allCases.filter { $0 != .change }

        var label: String {
            switch self {
            case .startsAt: "Starts at"
            case .hall: "Hall"
            case .price: "Price"
            case .change: ""
            }
        }

        var example: String {
            switch self {
            case .startsAt: "local time, such as 2026-12-24 20:00"
            case .hall: "such as B"
            case .price: "only while no seat is sold or held"
            case .change: ""
            }
        }
    }

    /// Changes.
    let viewModel: ChangeScreeningViewModel
    /// The screening as Program showed it.
    let screening: ProgramItem
    private(set) var fields: [Control: TextField]
    private(set) var focus = Control.startsAt
    /// Whether the change was made; the button stays off until a field changes.
    private(set) var done = false
    /// A field that could not be read, or a form that changes nothing, with why.
    private(set) var problem: FieldProblem<Control>?

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)

    init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, screening: ProgramItem, tasks: TaskTracker) {
        viewModel = ChangeScreeningViewModel(boxOffice: boxOffice, times: times)
        self.screening = screening
        fields = [
            .startsAt: TextField(default: screening.time), .hall: TextField(default: screening.hall),
            .price: TextField(default: screening.price),
        ]
        self.tasks = tasks
    }

    var hasTextFocus: Bool { Control.fields.contains(focus) }

    /// None: every control but the button is a field; the app's own keys act on the button.
    static let shortcuts: [Shortcut] = []

    /// Whether the button acts.
    var canChange: Bool { !done && !viewModel.state.isChanging }

    var hints: [KeyHint] {
        if focus == .change {
            return [
                canChange
                    ? KeyHint(key: "Enter", action: "change the screening")
                    : KeyHint(
                        key: "",
                        action: viewModel.state.isChanging ? "changing…" : "changed; edit a field to change again"),
                KeyHint(key: "Esc", action: "back to Program"),
            ]
        }
        return KeyHint.formField
    }

    var overlayTitle: String? { "Move or reprice \(screening.movieTitle) (\(screening.id))" }

    func appear() {}

    func handle(_ key: TerminalKey) -> PanelOutcome {
        switch key {
        case .up: focus = Control(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down: focus = Control(rawValue: min(Control.change.rawValue, focus.rawValue + 1)) ?? focus
        case .enter where focus == .change: submit()
        case .enter: focus = Control(rawValue: focus.rawValue + 1) ?? .change
        case .escape where focus != .change: focus = .change
        default:
            guard focus != .change, var field = fields[focus] else { return .ignored }
            let changed = field.edit(key)
            fields[focus] = field
            if changed { formChanged() }
            return changed || TextField.movesCaret(key) ? .handled : .ignored
        }
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard focus != .change, var field = fields[focus] else { return .ignored }
        if field.paste(text) { formChanged() }
        fields[focus] = field
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        guard let control = Control(rawValue: position.row - area.top) else { return .ignored }
        if control == .change, focus == .change { submit() }
        focus = control
        return .handled
    }

    private func formChanged() {
        done = false
        problem = nil
    }

    /// Reads the fields and changes what differs from the screening as shown.
    private func submit() {
        guard canChange else { return }
        problem = nil
        let times = viewModel.state.times
        func text(_ control: Control) -> String { fields[control]?.text ?? "" }
        var change = ScreeningChange()
        do throws(FieldProblem<Control>) {
            if text(.startsAt) != screening.time {
                change.startsAt = try readField(Control.startsAt) { () throws(InputProblem) in
                    try Input.time(text(.startsAt), in: times)
                }
            }
            if text(.hall) != screening.hall {
                change.hall = try readField(Control.hall) { () throws(InputProblem) in try Input.hall(text(.hall)) }
            }
            if text(.price) != screening.price {
                change.ticketPrice = try readField(Control.price) { () throws(InputProblem) in
                    try Input.price(text(.price))
                }
            }
        } catch {
            problem = error
            focus = error.field
            return
        }
        guard !change.isEmpty else {
            problem = FieldProblem(
                field: .startsAt,
                message: "Nothing is changed yet; edit the time, the hall or the price, then press Enter here.")
            focus = .startsAt
            return
        }
        done = true
        tasks.run { [weak self, viewModel, screening] in
            await viewModel.change(screening.id, change)
            guard let self, viewModel.state.error != nil else { return }
            done = false
        }
    }
}

extension ChangeScreeningPanel {
    /// Draws the fields (the focused one marked, its caret shown, a note
    /// beside each), the button, and the screening as changed or the rule broken.
    func draw(into grid: inout TerminalGrid, area: PanelArea) {
        self.area = area
        for control in Control.fields {
            grid.writeFormField(
                control.label, fields[control] ?? TextField(), note: (control.example, .secondary),
                focused: focus == control, row: area.row(control.rawValue), in: area)
        }
        grid.writeFormButton(
            "Change the screening", focused: focus == .change, enabled: canChange,
            row: area.row(Control.change.rawValue), in: area)
        let state = viewModel.state
        grid.writeFormMessage(
            problem.map { [($0.message, .failure)] }
                ?? state.confirmation(for: .screen).map { ($0, state.error == nil ? .success : .failure) },
            from: Control.change.rawValue + 2, in: area)
    }
}
