@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting

/// A ``BoxOfficeApp`` over in-memory ports, with a manual clock for the
/// search pause, and helpers to drive it as a person would.
@MainActor
struct InteractiveWorld {
    /// 45 "Heat" films, so results span three pages of 20.
    static let heatFilms = (1...45).map {
        MovieFixtures.movie($0 + 1000, "Heat \($0)", released: (1995, 12, 15), popularity: Double(100 - $0))
    }
    static let spirited = MovieFixtures.movie(129, "千と千尋の神隠し", released: (2001, 7, 20), popularity: 90)

    let cinema: CinemaWorld
    let movies: InMemoryMoviesRepository
    let queries: InMemoryMovieQueriesRepository
    let posters: InMemoryPosterImagesRepository
    let clock = ManualClock()
    let app: BoxOfficeApp

    init(
        users: [User] = [], screenings: [Screening] = [], recent: [String] = [], withPosters: Bool = true,
        renderer: (any PosterRenderer)? = nil
    ) throws {
        cinema = try CinemaWorld(users: users, screenings: screenings)
        movies = InMemoryMoviesRepository(
            movies: MovieFixtures.all + Self.heatFilms + [Self.spirited, PosterFixtures.alien]
        )
        queries = InMemoryMovieQueriesRepository(queries: try recent.map { try MovieQuery($0) })
        posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: PosterFixtures.jpeg()])
        let cinema = cinema
        let services = BoxOfficeServices(
            searchMovies: SearchMoviesUseCase(movies: movies, queries: queries),
            fetchDetails: FetchMovieDetailsUseCase(movies: movies),
            fetchPoster: withPosters ? FetchPosterUseCase(movies: movies, posters: posters) : nil,
            fetchRecent: FetchRecentQueriesUseCase(queries: queries), source: .offline, timeSource: cinema.clock,
            listProgram: cinema.listProgram,
            placeOrder: PlaceOrderUseCase(
                users: cinema.users, screenings: cinema.store, orders: cinema.store, ids: cinema.ids,
                clock: cinema.clock
            ),
            payOrder: PayOrderUseCase(orders: cinema.store, clock: cinema.clock),
            cancelOrder: CancelOrderUseCase(orders: cinema.store, clock: cinema.clock),
            describeOrder: OrderReceiptUseCase(users: cinema.users, screenings: cinema.store),
            listOrders: ListCustomerOrdersUseCase(orders: cinema.store, users: cinema.users, screenings: cinema.store),
            registerUser: RegisterUserUseCase(users: cinema.users, ids: cinema.ids),
            renameUser: RenameUserUseCase(users: cinema.users),
            deleteUser: DeleteUserUseCase(users: cinema.users, orders: cinema.store),
            listUsers: cinema.listUsers, findUser: cinema.findUser, times: cinema.times
        )
        app = BoxOfficeApp(services: services, clock: clock, posterRenderer: renderer, colors: .trueColor)
    }

    /// Presses each key in turn.
    func press(_ keys: ScreenKey...) async {
        for key in keys { await app.handle(key) }
    }

    /// Types `text` one character at a time.
    func type(_ text: String) async {
        for character in text { await app.handle(.character(character)) }
    }

    /// Lets the search pause pass and waits for everything started to finish.
    func settle() async {
        clock.advance(by: MoviesSearchScreen.debounce)
        await app.settle()
    }

    /// Types `text`, lets the pause pass, and waits for the answer.
    func search(_ text: String) async {
        await type(text)
        await settle()
    }

    /// The screen at the minimum size's comfortable neighbour, 100 × 30.
    func frame(columns: Int = 100, rows: Int = 30) -> ScreenFrame {
        app.render(columns: columns, rows: rows)
    }

    /// The screen's text, one string per row.
    func screenText(columns: Int = 100, rows: Int = 30) -> String {
        frame(columns: columns, rows: rows).lines.joined(separator: "\n")
    }
}
