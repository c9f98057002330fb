import MarqueeDomain
import MarqueeTerminalModel
import Observation

/// The form that schedules a screening: movie id, hall, start (local
/// time), running time (asked when the catalog does not know it), seats and
/// price, then one button. Every field is read before
/// anything is written; the first that cannot be read is marked with why.
/// The button is off while scheduling and after a success, until a field changes.
@Observable @MainActor
final class SchedulePanel: Panel {
    /// The form's fields, top to bottom, then the button.
    enum Control: Int, CaseIterable {
        case movie, hall, startsAt, runtime, seats, price, schedule

        /// The text fields: every control but the button.
        static let fields = allCases.filter { $0 != .schedule }

        var label: String {
            switch self {
            case .movie: "Movie id"
            case .hall: "Hall"
            case .startsAt: "Starts at"
            case .runtime: "Runtime"
            case .seats: "Seats"
            case .price: "Price"
            case .schedule: ""
            }
        }

        var example: String {
            switch self {
            case .movie: "such as 348 (the id in a movie's details)"
            case .hall: "such as A"
            case .startsAt: "local time, such as 2026-12-24 20:00"
            case .runtime: "minutes, such as 117; empty: as last time or the catalog"
            case .seats: "such as 80"
            case .price: "such as 12.50 EUR"
            case .schedule: ""
            }
        }
    }

    /// Schedules.
    let viewModel: ScheduleScreeningViewModel
    private(set) var fields: [Control: TextField]
    private(set) var focus = Control.movie
    /// Whether the form's screening was scheduled; the button stays off until a field changes.
    private(set) var done = false
    /// A field that could not be read, with why.
    private(set) var problem: (control: Control, message: String)?

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)

    init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, movie: MovieID?, tasks: TaskTracker) {
        viewModel = ScheduleScreeningViewModel(boxOffice: boxOffice, times: times)
        fields = [
            .movie: TextField(movie.map { "\($0)" } ?? ""), .hall: TextField(default: "A"), .startsAt: TextField(),
            .runtime: TextField(),
            .seats: TextField(default: "80"), .price: TextField(default: "12.50 EUR"),
        ]
        self.tasks = tasks
        focus = movie == nil ? .movie : .startsAt
    }

    var hasTextFocus: Bool { Control.fields.contains(focus) }

    /// None: every control but the button is a field; the app's own keys act on the button.
    static let shortcuts: [Shortcut] = []

    /// Whether the button acts.
    var canSchedule: Bool { !done && !viewModel.state.isScheduling }

    var hints: [KeyHint] {
        if focus == .schedule {
            return [
                canSchedule
                    ? KeyHint(key: "Enter", action: "schedule the screening")
                    : KeyHint(
                        key: "",
                        action: viewModel.state.isScheduling
                            ? "scheduling…" : "scheduled; change a field to schedule again"),
                KeyHint(key: "Esc", action: "back to Program"),
            ]
        }
        return [
            KeyHint(key: "Enter", action: "next"), KeyHint(key: "↑↓", action: "move"),
            KeyHint(key: "Esc", action: "leave the field"),
        ]
    }

    var overlayTitle: String? { "Schedule a screening" }

    func appear() {}

    func handle(_ key: TerminalKey) -> PanelOutcome {
        switch key {
        case .up: focus = Control(rawValue: max(0, focus.rawValue - 1)) ?? focus
        case .down: focus = Control(rawValue: min(Control.schedule.rawValue, focus.rawValue + 1)) ?? focus
        case .enter where focus == .schedule: submit()
        case .enter: focus = Control(rawValue: focus.rawValue + 1) ?? .schedule
        case .escape where focus != .schedule: focus = .schedule
        default:
            guard focus != .schedule, var field = fields[focus] else { return .ignored }
            let changed = field.edit(key)
            fields[focus] = field
            if changed { formChanged() }
            return changed || TextField.movesCaret(key) ? .handled : .ignored
        }
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard focus != .schedule, var field = fields[focus] else { return .ignored }
        if field.paste(text) { formChanged() }
        fields[focus] = field
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let line = position.row - area.top
        guard let control = Control(rawValue: line) else { return .ignored }
        if control == .schedule, focus == .schedule { submit() }
        focus = control
        return .handled
    }

    private func formChanged() {
        done = false
        problem = nil
    }

    private func submit() {
        guard canSchedule else { return }
        problem = nil
        let times = viewModel.state.times
        func text(_ control: Control) -> String { fields[control]?.text ?? "" }
        do throws(InputProblem) {
            let movie = try read(.movie) { () throws(InputProblem) in try Input.movieID(text(.movie)) }
            let hall = try read(.hall) { () throws(InputProblem) in try Input.hall(text(.hall)) }
            let startsAt = try read(.startsAt) { () throws(InputProblem) in
                try Input.time(text(.startsAt), in: times)
            }
            let runtime = try read(.runtime) { () throws(InputProblem) -> Int? in
                text(.runtime).allSatisfy(\.isWhitespace) ? nil : try Input.runtime(text(.runtime))
            }
            let seats = try read(.seats) { () throws(InputProblem) in try Input.seatCount(text(.seats)) }
            let price = try read(.price) { () throws(InputProblem) in try Input.price(text(.price)) }
            done = true
            tasks.run { [weak self, viewModel] in
                await viewModel.schedule(
                    movie: movie, hall: hall, startsAt: startsAt, seats: seats, price: price, runtime: runtime)
                guard let self, let error = viewModel.state.error else { return }
                done = false
                if case .boxOffice(.runtimeUnknown) = error { focus = .runtime }
            }
        } catch {
            return
        }
    }

    private func read<Value>(_ control: Control, _ parse: () throws(InputProblem) -> Value) throws(InputProblem)
        -> Value
    {
        do {
            return try parse()
        } catch {
            problem = (control, error.message(for: .screen))
            focus = control
            throw error
        }
    }
}
