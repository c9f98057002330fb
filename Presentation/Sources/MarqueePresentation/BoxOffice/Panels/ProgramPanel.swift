import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Program panel: upcoming screenings with seats left, one selected;
/// Enter orders tickets for it, `s` schedules a new one, `m` moves or
/// reprices the one selected, `c` cancels it (saying first what that does
/// to its orders). Opened from a
/// movie's details it shows that movie's screenings only.
@Observable @MainActor
final class ProgramPanel: Panel {
    /// The first row of the list inside the panel.
    static let listTop = 3

    /// The program.
    let viewModel: ProgramViewModel
    /// The screening picked.
    private(set) var selection = ListSelection()
    /// The movie the program is narrowed to.
    private(set) var movie: MovieID?
    /// Its title, as the panel that narrowed it knew it.
    private(set) var movieTitle: String?
    /// What the empty program offers.
    let sample: SampleOffer
    /// Why the last Enter did nothing (a sold-out screening), until the next key.
    private(set) var notice: String?

    @ObservationIgnored private let tasks: TaskTracker
    /// What the schedule form, opened from here, schedules with.
    @ObservationIgnored private let boxOffice: BoxOfficeUseCases
    @ObservationIgnored private let times: LocalTimeFormat
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var pageRows = 10
    @ObservationIgnored var listTopShown = 0

    /// What the schedule form looks a typed title up with, and its pause's clock.
    @ObservationIgnored private let search: (any SearchMoviesUseCase)?
    @ObservationIgnored private let clock: any Clock<Duration>

    init(
        boxOffice: BoxOfficeUseCases, times: LocalTimeFormat, sample: SampleOffer,
        search: (any SearchMoviesUseCase)? = nil, clock: any Clock<Duration> = ContinuousClock(), tasks: TaskTracker
    ) {
        self.search = search
        self.clock = clock
        viewModel = ProgramViewModel(boxOffice: boxOffice, times: times)
        self.boxOffice = boxOffice
        self.times = times
        self.sample = sample
        self.tasks = tasks
    }

    /// Whether the empty program offers the sample cinema.
    var offersSample: Bool { viewModel.state.isEmpty && movie == nil && sample.viewModel != nil }

    var hasTextFocus: Bool { false }

    /// Opens the form that schedules a screening.
    static let schedule = Shortcut("s", "schedule")
    /// Opens the form that moves or reprices the screening selected.
    static let change = Shortcut("m", "move or reprice")
    /// Opens what cancelling the screening selected does, and its button.
    static let cancel = Shortcut("c", "cancel it")
    /// Loads the program afresh.
    static let reload = Shortcut("r", "reload")
    static let shortcuts = [schedule, change, cancel, reload, SampleOffer.shortcut] + ListSelection.shortcuts

    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        if let item = selectedScreening {
            hints.append(
                item.isSoldOut ? KeyHint(key: "", action: "sold out") : KeyHint(key: "Enter", action: "order tickets"))
        }
        if offersSample { hints.append(SampleOffer.hint) }
        hints +=
            [Self.schedule.hint] + (selectedScreening == nil ? [] : [Self.change.hint, Self.cancel.hint])
            + [Self.reload.hint]
        if movie != nil { hints.append(KeyHint(key: "Esc", action: "all movies")) }
        return hints
    }

    /// The screening under the selection.
    var selectedScreening: ProgramItem? {
        let items = viewModel.state.items
        return selection.clamped(to: items.count).map { items[$0] }
    }

    /// Loads the program afresh: seats change while the app runs.
    func appear() {
        tasks.run { [viewModel, movie, movieTitle] in await viewModel.load(movie: movie, titled: movieTitle) }
    }

    /// Picked on the tab bar: the whole program again (issue 36: a movie's
    /// program, opened with `b` from its details, stayed narrowed for good).
    func appearFromTabBar() {
        guard movie == nil else { return narrow(to: nil) }
        appear()
    }

    /// Shows only `movie`'s screenings (all when `nil`), under its `title`.
    func narrow(to movie: MovieID?, titled title: String? = nil) {
        self.movie = movie
        movieTitle = movie == nil ? nil : title
        selection.select(0, count: 1)
        appear()
    }

    /// The program, narrowed to a movie (shown), and the schedule form (opened over the tab).
    func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival? {
        switch destination {
        case let .program(movie, title):
            narrow(to: movie, titled: title)
            return .tab
        case let .schedule(movie):
            let form = SchedulePanel(
                boxOffice: boxOffice, times: times, movie: movie, search: search, clock: clock, tasks: environment.tasks
            )
            form.appear()
            return .over(form)
        case let .changeScreening(id):
            guard let item = viewModel.state.items.first(where: { $0.id == id }) else { return nil }
            return .over(
                ChangeScreeningPanel(boxOffice: boxOffice, times: times, screening: item, tasks: environment.tasks))
        case let .cancelScreening(id):
            guard let item = viewModel.state.items.first(where: { $0.id == id }) else { return nil }
            let panel = CancelScreeningPanel(
                boxOffice: boxOffice, times: times, screening: item, tasks: environment.tasks)
            panel.appear()
            return .over(panel)
        default:
            return nil
        }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        notice = nil
        let count = viewModel.state.screenings.count
        if let target = selection.target(of: key, count: count, letters: true, page: pageRows) {
            selection.select(target, count: count)
            return .handled
        }
        switch key {
        case .enter:
            guard let item = selectedScreening else { return .handled }
            guard !item.isSoldOut else {
                notice = "\(item.movieTitle) at \(item.time) is sold out; pick another screening."
                return .handled
            }
            return .go(.order(item.id))
        case Self.reload.key, .control("r"):
            appear()
            return .handled
        case Self.schedule.key:
            return .go(.schedule(movie: movie))
        case Self.change.key:
            guard let item = selectedScreening else { return .handled }
            return .go(.changeScreening(item.id))
        case Self.cancel.key:
            guard let item = selectedScreening else { return .handled }
            return .go(.cancelScreening(item.id))
        case SampleOffer.key where offersSample:
            sample.load(tasks: tasks) { [viewModel] in await viewModel.load(movie: nil) }
            return .handled
        case .escape where movie != nil:
            narrow(to: nil)
            return .handled
        default:
            return .ignored
        }
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        let index = listTopShown + position.row - area.row(Self.listTop)
        guard position.row >= area.row(Self.listTop), viewModel.state.screenings.indices.contains(index) else {
            return .ignored
        }
        if selection.clamped(to: viewModel.state.screenings.count) == index { return handle(.enter) }
        notice = nil
        selection.select(index, count: viewModel.state.screenings.count)
        return .handled
    }

    func scroll(by lines: Int) -> PanelOutcome {
        notice = nil
        let count = viewModel.state.screenings.count
        selection.select((selection.clamped(to: count) ?? 0) + lines, count: count)
        return .handled
    }
}
