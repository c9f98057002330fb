public import MarqueeDomain

/// The stores when the data could not be opened (a missing or foreign
/// directory, a damaged file, a server out of reach): every read and write
/// reports why, so each command and screen says the same thing in its own
/// words — and a search, which needs no storage, still answers, carrying a
/// warning that it was not remembered.
public struct UnavailableStorage: UserRepository, ScreeningRepository, OrderRepository, SampleCinemaStore,
    MovieQueriesRepository, CatalogCaches
{
    /// Why the storage is unavailable.
    public let failure: StorageFailure

    /// Creates the stores for `failure`.
    public init(_ failure: StorageFailure) {
        self.failure = failure
    }

    // MARK: Accounts

    public func save(_ user: User) async throws(AccountsError) { throw .storageFailed(failure) }
    public func user(withID id: UserID) async throws(AccountsError) -> User? { throw .storageFailed(failure) }
    public func user(named name: UserName) async throws(AccountsError) -> User? { throw .storageFailed(failure) }
    public func delete(_ id: UserID) async throws(AccountsError) { throw .storageFailed(failure) }
    public func allUsers() async throws(AccountsError) -> [User] { throw .storageFailed(failure) }

    // MARK: Box office

    public func add(_ screening: Screening) async throws(BoxOfficeError) { throw .storageFailed(failure) }
    public func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening? {
        throw .storageFailed(failure)
    }
    public func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening] {
        throw .storageFailed(failure)
    }
    public func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening] {
        throw .storageFailed(failure)
    }
    public func allScreenings() async throws(BoxOfficeError) -> [Screening] { throw .storageFailed(failure) }
    public func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening] { throw .storageFailed(failure) }
    public func place(_ order: Order) async throws(BoxOfficeError) { throw .storageFailed(failure) }
    public func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError)
        -> Order
    {
        throw .storageFailed(failure)
    }
    public func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order
    {
        throw .storageFailed(failure)
    }
    public func change(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        throw .storageFailed(failure)
    }
    public func addHall(_ hall: CinemaHall) async throws(BoxOfficeError) { throw .storageFailed(failure) }
    public func hall(named name: Hall) async throws(BoxOfficeError) -> CinemaHall? { throw .storageFailed(failure) }
    public func allHalls() async throws(BoxOfficeError) -> [CinemaHall] { throw .storageFailed(failure) }
    public func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int {
        throw .storageFailed(failure)
    }
    public func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact
    {
        throw .storageFailed(failure)
    }
    public func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? { throw .storageFailed(failure) }
    public func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] { throw .storageFailed(failure) }
    public func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order] {
        throw .storageFailed(failure)
    }
    public func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        throw .storageFailed(failure)
    }
    public func hasSample() async throws(BoxOfficeError) -> Bool { throw .storageFailed(failure) }
    public func storeSample(_ sample: SampleCinema) async throws(BoxOfficeError) { throw .storageFailed(failure) }
    public func removeSample() async throws(BoxOfficeError) -> SampleRemoval { throw .storageFailed(failure) }

    // MARK: Catalog

    public func save(_ query: MovieQuery) async throws(CatalogError) { throw .storageFailed(failure) }
    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] { throw .storageFailed(failure) }
    public func usage() async throws(CatalogError) -> [CacheUsage] { throw .storageFailed(failure) }
    public func clear() async throws(CatalogError) -> [CacheUsage] { throw .storageFailed(failure) }
}

/// A movie source whose answers cannot be cached (the data file could not
/// be opened): each answer carries ``/MarqueeDomain/CatalogWarning/answerNotCached(_:)``.
public struct UncachedMoviesRepository: MoviesRepository {
    private let source: any MoviesRepository
    private let failure: StorageFailure

    /// Wraps `source`, saying `failure` kept its answers out of the cache.
    public init(_ source: any MoviesRepository, failure: StorageFailure) {
        self.source = source
        self.failure = failure
    }

    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        try await source.searchMovies(query, page: page).adding(.answerNotCached(failure))
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        try await source.movieDetails(id).adding(.answerNotCached(failure))
    }
}
