public import MarqueeDomain
public import MarqueeTerminalModel
public import Observation

/// The full-screen box office: the one flow coordinator over its panels —
/// Movies (with a movie's Details over it), Program (with the schedule form
/// over it), Orders and Users.
///
/// The terminal driver feeds it events (``handle(_:)``), draws what
/// ``render(columns:rows:)`` returns, redraws when ``changes`` yields (an
/// answer arrived), and stops when ``isFinished``. Panels never know each
/// other: they say where a person wants to go, and the app goes there.
@Observable @MainActor
public final class BoxOfficeApp {
    /// The screens Tab cycles through, as the tab bar names them.
    enum Tab: Int, CaseIterable {
        case movies, program, orders, users

        var title: String {
            switch self {
            case .movies: "Movies"
            case .program: "Program"
            case .orders: "Orders"
            case .users: "Users"
            }
        }
    }

    /// The smallest window the panels are laid out in; below it every key
    /// but quit is swallowed.
    public static let minimumSize = (columns: 60, rows: 16)

    /// Whether a person asked to quit; the driver then restores the terminal.
    public private(set) var isFinished = false
    /// How many colours the terminal shows; posters are drawn to it.
    public var colors: ColorCapability

    /// The tab shown.
    private(set) var tab = Tab.movies
    /// Panels opened over the tab (a movie's details, the schedule form), newest last.
    private(set) var pushed: [any Panel] = []
    /// The key map, when shown.
    var keyMap: KeyMap?
    /// The question waiting for y or n, when one is asked.
    private(set) var confirmation: Confirmation?

    let movies: MoviesPanel
    let program: ProgramPanel
    let orders: OrdersPanel
    let users: UsersPanel

    @ObservationIgnored let tasks = TaskTracker()
    @ObservationIgnored private let catalog: CatalogUseCases
    @ObservationIgnored private let boxOffice: BoxOfficeUseCases
    @ObservationIgnored private let times: LocalTimeFormat
    @ObservationIgnored private let posterRenderer: (any PosterRenderer)?
    @ObservationIgnored private let changesContinuation: AsyncStream<Void>.Continuation
    /// The size of the last frame drawn.
    @ObservationIgnored var size = TerminalSize(columns: 0, rows: 0)
    /// Where the body and the tabs were last drawn, for clicks.
    @ObservationIgnored var body = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var tabColumns: [(tab: Tab, columns: Range<Int>)] = []

    /// Yields whenever something shown may have changed since the last
    /// ``render(columns:rows:)`` — an answer arrived — so the driver redraws.
    @ObservationIgnored public nonisolated let changes: AsyncStream<Void>

    /// Creates the app on the Movies panel, its search field focused.
    ///
    /// - Parameters:
    ///   - catalog, accounts, boxOffice: The use cases, built once by the composition root.
    ///   - source: Where movies come from, as panels name it.
    ///   - times: The zone times are read and shown in.
    ///   - clock: Times the search-as-you-type pause; tests pass a manual one.
    ///   - posterRenderer: Draws posters as cells; `nil` shows a one-line note instead.
    ///   - colors: How many colours the terminal shows.
    ///   - sample: Loads the sample cinema the empty Program and Users offer;
    ///     `nil` where the store cannot hold one.
    public init(
        catalog: CatalogUseCases, accounts: AccountsUseCases, boxOffice: BoxOfficeUseCases, source: CatalogSource,
        times: LocalTimeFormat, clock: any Clock<Duration> = ContinuousClock(),
        posterRenderer: (any PosterRenderer)? = nil, colors: ColorCapability = .indexed256,
        sample: SampleCinemaUseCases? = nil
    ) {
        self.catalog = catalog
        self.boxOffice = boxOffice
        self.times = times
        self.posterRenderer = posterRenderer
        self.colors = colors
        (changes, changesContinuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        movies = MoviesPanel(catalog: catalog, source: source, clock: clock, tasks: tasks)
        let offer = SampleOffer(viewModel: sample.map { SampleCinemaViewModel(sample: $0, times: times) })
        program = ProgramPanel(boxOffice: boxOffice, times: times, sample: offer, tasks: tasks)
        orders = OrdersPanel(boxOffice: boxOffice, times: times, tasks: tasks)
        users = UsersPanel(accounts: accounts, sample: offer, tasks: tasks)
        movies.appear()
    }

    /// The panel shown.
    var current: any Panel { pushed.last ?? panel(for: tab) }

    /// Whether a text field has focus, so letters type rather than command.
    public var hasTextFocus: Bool { current.hasTextFocus }

    /// Waits until every load and search started so far has finished (after
    /// the search pause has passed on the clock); for tests and shutdown.
    public func settle() async {
        await tasks.settle()
    }

    func panel(for tab: Tab) -> any Panel {
        switch tab {
        case .movies: movies
        case .program: program
        case .orders: orders
        case .users: users
        }
    }

    /// Shows `target`, closing what was opened over the tab before.
    func show(_ target: Tab) {
        pushed = []
        tab = target
        current.appear()
    }

    /// Goes where a panel sent a person.
    func go(_ destination: Destination) {
        switch destination {
        case let .details(id):
            let details = MovieDetailsPanel(catalog: catalog, renderer: posterRenderer, colors: colors, tasks: tasks)
            pushed.append(details)
            details.open(id)
        case let .order(screening):
            show(.orders)
            orders.prepareOrder(for: screening)
        case let .customerOrders(name):
            show(.orders)
            orders.showOrders(of: name)
        case let .program(movie):
            pushed = []
            tab = .program
            program.narrow(to: movie)
        case let .schedule(movie):
            let form = SchedulePanel(boxOffice: boxOffice, times: times, movie: movie, tasks: tasks)
            pushed.append(form)
            form.appear()
        case .back:
            guard !pushed.isEmpty else { return show(.movies) }
            pushed.removeLast()
            current.appear()
        }
    }

    func finish() {
        isFinished = true
        changesContinuation.finish()
    }

    func openKeyMap(_ open: Bool) {
        keyMap = open ? KeyMap() : nil
    }

    func ask(_ question: Confirmation?) {
        confirmation = question
    }

    func signalChange() {
        changesContinuation.yield()
    }

    /// Where observed changes are reported.
    var changesSink: AsyncStream<Void>.Continuation { changesContinuation }
}
