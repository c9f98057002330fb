import MarqueeDomain
public import Observation

/// The interactive box office: the one flow coordinator over the Movies,
/// Details, Program, Orders and Users screens.
///
/// The terminal driver feeds it keys (``handle(_:)``), draws what
/// ``render(columns:rows:)`` returns, redraws when ``changes`` yields (an
/// answer arrived), and stops when ``isFinished``. Screens never know each
/// other: they report what a person wants and the coordinator navigates.
@Observable @MainActor
public final class BoxOfficeApp {
    /// The screens, as the tab bar names them (Details opens from Movies).
    public enum Screen: String, CaseIterable, Sendable {
        case movies = "Movies", program = "Program", orders = "Orders", users = "Users", details = "Details"

        /// The screens Tab and Shift-Tab cycle through.
        public static let tabs: [Screen] = [.movies, .program, .orders, .users]
    }

    /// The smallest window the screens are laid out in.
    public static let minimumSize = (columns: 60, rows: 16)

    /// The screen shown.
    public private(set) var screen = Screen.movies
    /// Whether the key map is shown over the screen.
    public private(set) var isShowingKeyMap = false
    /// Whether a person asked to quit; the driver then restores the terminal.
    public private(set) var isFinished = false
    /// How many colours the terminal shows; posters are drawn to it.
    public var colors: ColorDepth

    let movies: MoviesSearchScreen
    let program: ProgramScreen
    let orders: OrdersScreen
    let users: UsersScreen
    private(set) var details: MovieDetailsScreen?

    @ObservationIgnored let tasks: TaskTracker
    @ObservationIgnored private let services: BoxOfficeServices
    @ObservationIgnored private let posterRenderer: (any PosterRenderer)?
    @ObservationIgnored private let changesContinuation: AsyncStream<Void>.Continuation
    /// Yields whenever something shown may have changed since the last
    /// ``render(columns:rows:)`` — an answer arrived — so the driver redraws.
    @ObservationIgnored public nonisolated let changes: AsyncStream<Void>

    /// Creates the app on the Movies screen, its search field focused.
    ///
    /// - Parameters:
    ///   - services: The use cases, built once by the composition root.
    ///   - clock: Times the search-as-you-type pause; tests pass a manual one.
    ///   - posterRenderer: Draws posters as cells; `nil` shows a text placeholder.
    ///   - colors: How many colours the terminal shows.
    public init(
        services: BoxOfficeServices, clock: any Clock<Duration> = ContinuousClock(),
        posterRenderer: (any PosterRenderer)? = nil, colors: ColorDepth = .ansi256
    ) {
        self.services = services
        self.posterRenderer = posterRenderer
        self.colors = colors
        (changes, changesContinuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let router = Router()
        let tasks = TaskTracker()
        self.tasks = tasks
        movies = MoviesSearchScreen(
            list: MoviesListViewModel(
                searchMovies: services.searchMovies, source: services.source, clock: services.timeSource,
                actions: MoviesListActions { id in router.app?.openDetails(id) }
            ),
            recent: RecentQueriesViewModel(fetchRecent: services.fetchRecent), clock: clock, tasks: tasks
        )
        program = ProgramScreen(
            viewModel: ProgramViewModel(listProgram: services.listProgram, times: services.times), tasks: tasks)
        orders = OrdersScreen(
            order: OrderViewModel(
                placeOrder: services.placeOrder, payOrder: services.payOrder, cancelOrder: services.cancelOrder,
                describeOrder: services.describeOrder, times: services.times
            ),
            customerOrders: CustomerOrdersViewModel(listOrders: services.listOrders, times: services.times),
            tasks: tasks
        )
        users = UsersScreen(
            viewModel: UsersViewModel(
                register: services.registerUser, rename: services.renameUser, delete: services.deleteUser,
                list: services.listUsers, find: services.findUser
            ),
            tasks: tasks
        )
        router.app = self
        movies.appear()
    }

    /// Whether a text field has focus, so letters type rather than command.
    public var hasTextFocus: Bool {
        switch screen {
        case .movies: movies.isFieldFocused
        case .orders: orders.hasTextFocus
        case .users: users.isFieldFocused
        case .program, .details: false
        }
    }

    /// Waits until every load and search started so far has finished (after
    /// the search pause has passed on the clock); for tests and shutdown.
    public func settle() async {
        await tasks.settle()
    }

    /// Opens a movie's details.
    func openDetails(_ id: MovieID) {
        let viewModel = MovieDetailsViewModel(
            fetchDetails: services.fetchDetails, fetchPoster: services.fetchPoster, clock: services.timeSource
        )
        let opened = MovieDetailsScreen(viewModel: viewModel, renderer: posterRenderer)
        details = opened
        screen = .details
        opened.open(id, tasks: tasks)
    }

    /// Shows `target`, loading what it shows afresh.
    func show(_ target: Screen) {
        screen = target
        switch target {
        case .program: program.appear()
        case .users: users.appear()
        case .movies, .orders, .details: break
        }
    }

    func finish() {
        isFinished = true
        changesContinuation.finish()
    }

    func toggleKeyMap(_ shown: Bool) {
        isShowingKeyMap = shown
    }

    func signalChange() {
        changesContinuation.yield()
    }

    /// Where observed changes are reported.
    var changesSink: AsyncStream<Void>.Continuation { changesContinuation }
}

/// Lets the view models' navigation closures, built before the app exists,
/// reach it.
@MainActor
private final class Router {
    weak var app: BoxOfficeApp?
}
