import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The form that schedules a screening: the movie (its title, looked up as
/// it is typed, or its id), hall, start (local time), running time (asked
/// when the catalog does not know it), seats and price, then one button. Every field is read before
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
            case .movie: "Movie"
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
            case .movie: "its title or id, such as Alien or 348"
            case .hall: "such as A"
            case .startsAt: "local time, such as 2026-12-24 20:00"
            case .runtime: "minutes, such as 117; empty: as last time or the catalog"
            case .seats: "empty: the hall's seats"
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
    private(set) var problem: FieldProblem<Control>?
    /// The movie a title typed in the movie field names.
    private(set) var movieMatch = MovieMatch.none

    /// The movie a title typed names, as far as the catalog has answered.
    enum MovieMatch: Equatable {
        /// An id, or nothing, typed: no lookup.
        case none
        /// The catalog is being asked about this text.
        case looking(String)
        /// The catalog's best match for this text.
        case found(String, id: MovieID, title: String, year: Int?)
        /// The catalog found nothing for this text.
        case notFound(String)
        /// The catalog could not be asked: why, worded.
        case failed(String, message: String)
    }

    /// How long typing must pause before a title is looked up.
    static let lookUpPause = Duration.milliseconds(150)

    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored private let search: (any SearchMoviesUseCase)?
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private var lookUpTask: Task<Void, Never>?
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)

    /// - Parameters:
    ///   - search: Looks up a title typed for the movie (never remembered as
    ///     a recent search); `nil` takes ids only.
    ///   - clock: Times the pause before a lookup.
    init(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, movie: MovieID?, search: (any SearchMoviesUseCase)? = nil,
        clock: any Clock<Duration> = ContinuousClock(), tasks: TaskTracker
    ) {
        self.search = search
        self.clock = clock
        viewModel = ScheduleScreeningViewModel(boxOffice: boxOffice, times: times)
        fields = [
            .movie: TextField(movie.map { "\($0)" } ?? ""), .hall: TextField(default: "A"), .startsAt: TextField(),
            .runtime: TextField(),
            .seats: TextField(), .price: TextField(default: "12.50 EUR"),
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
        return KeyHint.formField
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
            if changed { formChanged(focus) }
            return changed || TextField.movesCaret(key) ? .handled : .ignored
        }
        return .handled
    }

    func paste(_ text: String) -> PanelOutcome {
        guard focus != .schedule, var field = fields[focus] else { return .ignored }
        let changed = field.paste(text)
        fields[focus] = field
        if changed { formChanged(focus) }
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let line = position.row - area.top
        guard let control = Control(rawValue: line) else { return .ignored }
        if control == .schedule, focus == .schedule { submit() }
        focus = control
        return .handled
    }

    private func formChanged(_ control: Control) {
        done = false
        problem = nil
        if control == .movie { movieTextChanged() }
    }

    /// Looks up a title typed for the movie once typing pauses; an id (or
    /// nothing) needs no lookup.
    private func movieTextChanged() {
        lookUpTask?.cancel()
        lookUpTask = nil
        let text = Self.trimmed(fields[.movie]?.text ?? "")
        guard let search, !text.isEmpty, !text.allSatisfy(\.isNumber), let query = try? Input.movieQuery(text) else {
            movieMatch = .none
            return
        }
        movieMatch = .looking(text)
        let wait = deadlineWait(on: clock, for: Self.lookUpPause)
        lookUpTask = tasks.run { [weak self] in
            do { try await wait() } catch { return }
            let match: MovieMatch
            do throws(CatalogError) {
                let page = try await search.execute(query, page: .first, remembering: false).value
                match =
                    page.movies.first.map { .found(text, id: $0.id, title: $0.title, year: $0.releaseYear) }
                    ?? .notFound(text)
            } catch {
                match = .failed(text, message: error.message(for: .screen))
            }
            guard let self, case .looking(text) = movieMatch else { return }
            movieMatch = match
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The movie the field names: its id as typed, or the title's match.
    private func typedMovie() throws(FieldProblem<Control>) -> MovieID {
        let text = fields[.movie]?.text ?? ""
        let trimmed = Self.trimmed(text)
        guard search != nil, !trimmed.isEmpty, !trimmed.allSatisfy(\.isNumber) else {
            return try readField(Control.movie) { () throws(InputProblem) in try Input.movieID(text) }
        }
        let message: String
        switch movieMatch {
        case let .found(typed, id, _, _) where typed == trimmed: return id
        case let .notFound(typed) where typed == trimmed:
            message = "No movie is titled like \"\(trimmed)\"; type more of its title, or its id (Details shows it)."
        case let .failed(typed, why) where typed == trimmed: message = why
        default: message = "Still looking up \"\(trimmed)\"; press Enter again in a moment."
        }
        throw FieldProblem(field: .movie, message: message)
    }

    private func submit() {
        guard canSchedule else { return }
        problem = nil
        let times = viewModel.state.times
        func text(_ control: Control) -> String { fields[control]?.text ?? "" }
        do throws(FieldProblem<Control>) {
            let movie = try typedMovie()
            let hall = try readField(Control.hall) { () throws(InputProblem) in try Input.hall(text(.hall)) }
            let startsAt = try readField(Control.startsAt) { () throws(InputProblem) in
                try Input.time(text(.startsAt), in: times)
            }
            let runtime = try readField(Control.runtime) { () throws(InputProblem) -> Int? in
                text(.runtime).allSatisfy(\.isWhitespace) ? nil : try Input.runtime(text(.runtime))
            }
            let seats = try readField(Control.seats) { () throws(InputProblem) -> Int? in
                text(.seats).allSatisfy(\.isWhitespace) ? nil : try Input.seatCount(text(.seats))
            }
            let price = try readField(Control.price) { () throws(InputProblem) in try Input.price(text(.price)) }
            done = true
            tasks.run { [weak self, viewModel] in
                await viewModel.schedule(
                    movie: movie, hall: hall, startsAt: startsAt, seats: seats, price: price, runtime: runtime)
                guard let self, let error = viewModel.state.error else { return }
                done = false
                if case .boxOffice(.runtimeUnknown) = error { focus = .runtime }
            }
        } catch {
            problem = error
            focus = error.field
        }
    }
}
