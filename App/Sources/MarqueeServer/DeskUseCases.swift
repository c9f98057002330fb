public import MarqueeDomain

/// The use cases one desk's request runs, built for that desk: its role is
/// checked by every write and recorded on the orders it places, pays or
/// cancels; its recent searches are its own. Built per request from the
/// server's own ports (store, clock, identities, catalog), so nothing a
/// client sends but its intent reaches them.
public struct DeskUseCases: Sendable {
    /// Searches the server's catalog, remembering the desk's searches.
    public let search: any SearchMoviesUseCase
    /// One movie from the server's catalog.
    public let details: any FetchMovieDetailsUseCase
    /// The desk's recent searches.
    public let recent: any FetchRecentQueriesUseCase
    /// Customers.
    public let accounts: AccountsUseCases
    /// The program and orders.
    public let boxOffice: BoxOfficeUseCases
    /// The use cases of the contexts served beside the box office, built for
    /// the same desk (see ``context(_:)``).
    private let contexts: [any Sendable]

    /// Gathers the use cases.
    ///
    /// - Parameters:
    ///   - search: Searches the server's catalog.
    ///   - details: One movie from the server's catalog.
    ///   - recent: The desk's recent searches.
    ///   - accounts: Customers.
    ///   - boxOffice: The program and orders.
    ///   - contexts: The use cases of each context served beside the box
    ///     office (a feature's `…UseCases` value, built for this desk).
    public init(
        search: any SearchMoviesUseCase, details: any FetchMovieDetailsUseCase, recent: any FetchRecentQueriesUseCase,
        accounts: AccountsUseCases, boxOffice: BoxOfficeUseCases, contexts: [any Sendable] = []
    ) {
        self.search = search
        self.details = details
        self.recent = recent
        self.accounts = accounts
        self.boxOffice = boxOffice
        self.contexts = contexts
    }

    /// The use cases of a context served beside the box office (a feature
    /// added with its endpoint), or `nil` when this server does not serve it.
    public func context<UseCases>(_: UseCases.Type) -> UseCases? {
        for useCases in contexts {
            if let found = useCases as? UseCases { return found }
        }
        return nil
    }

    /// The use cases for each desk over the server's own ports: what
    /// `marquee serve` runs, and what its tests start on loopback.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - store: Screenings and orders, one store beside the customers.
    ///   - movies: The server's catalog.
    ///   - queries: Each desk's recent searches.
    ///   - ids: A new identity generator with this prefix (`u-`, `s-`, `o-`).
    ///   - clock: The server's clock.
    ///   - schedulingDays: How many days ahead the server lets a screening start.
    ///   - holdMinutes: How long the server holds an unpaid order's seats.
    ///   - contexts: The use cases, for a desk, of each context served beside the box office.
    public static func over(
        users: any UserRepository, store: any ScreeningRepository & OrderRepository, movies: any MoviesRepository,
        queries: @escaping @Sendable (DeskName) -> any MovieQueriesRepository,
        ids: @escaping @Sendable (String) -> any IDGenerator, clock: any TimeSource,
        schedulingDays: Int = ScheduleScreeningInteractor.defaultSchedulingDays,
        holdMinutes: Int = SeatHolds.defaultMinutes,
        contexts: @escaping @Sendable (Desk) -> [any Sendable] = { _ in [] }
    ) -> @Sendable (Desk) -> DeskUseCases {
        { desk in
            let recent = queries(desk.name)
            return DeskUseCases(
                search: SearchMoviesInteractor(movies: movies, queries: recent),
                details: FetchMovieDetailsInteractor(movies: movies),
                recent: FetchRecentQueriesInteractor(queries: recent),
                accounts: AccountsUseCases(users: users, orders: store, ids: ids("u-"), desk: desk),
                boxOffice: BoxOfficeUseCases(
                    users: users, screenings: store, orders: store, movies: movies, screeningIDs: ids("s-"),
                    orderIDs: ids("o-"), clock: clock, desk: desk, schedulingDays: schedulingDays,
                    holdMinutes: holdMinutes),
                contexts: contexts(desk))
        }
    }
}
