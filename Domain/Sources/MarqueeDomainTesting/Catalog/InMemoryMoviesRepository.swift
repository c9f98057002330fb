public import MarqueeDomain

/// A ``/MarqueeDomain/MoviesRepository`` held in memory, for tests of code that uses the port.
///
/// Search matches titles that contain the query, ignoring letter case, and
/// orders them by popularity. Failures can be queued to test error paths.
public actor InMemoryMoviesRepository: MoviesRepository {
    private var movies: [MovieID: Movie]
    private var pendingFailures: [CatalogError] = []
    private var isHolding = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private let pageSize: Int

    /// Every query searched, oldest first, so tests can assert what was asked.
    public private(set) var searches: [(query: MovieQuery, page: Int)] = []

    /// Creates a repository holding `movies`.
    ///
    /// - Parameters:
    ///   - movies: The catalog to search; a later movie with an earlier one's
    ///     identity replaces it. By default, the real films of ``MovieFixtures``.
    ///   - pageSize: Movies per page (TMDB uses 20).
    public init(movies: [Movie] = MovieFixtures.all, pageSize: Int = 20) {
        self.movies = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.pageSize = max(1, pageSize)
    }

    /// Makes the next call (search or details) throw `error` instead of answering.
    public func failNextCall(with error: CatalogError) {
        pendingFailures.append(error)
    }

    /// Makes calls wait until ``release()``, so tests can look at a caller mid-request.
    public func hold() {
        isHolding = true
    }

    /// Lets every waiting call (and later ones) go on.
    public func release() {
        isHolding = false
        let waiting = held
        held = []
        waiting.forEach { $0.resume() }
    }

    /// How many calls are waiting for ``release()``.
    public var waitingCalls: Int { held.count }

    /// Adds or replaces a movie.
    public func insert(_ movie: Movie) {
        movies[movie.id] = movie
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func searchMovies(_ query: MovieQuery, page: Int) async throws(CatalogError) -> MoviesPage {
        searches.append((query, page))
        await waitIfHeld()
        try throwPendingFailure()
        let matches = movies.values
            .filter { $0.title.lowercased().contains(query.normalized) }
            .sorted { ($0.popularity, $1.id) > ($1.popularity, $0.id) }
        let totalPages = (matches.count + pageSize - 1) / pageSize
        guard page >= 1, page <= max(totalPages, 1) else {
            throw .invalidPage(requested: page, lastPage: max(totalPages, 1))
        }
        let slice = matches.dropFirst((page - 1) * pageSize).prefix(pageSize)
        return try MoviesPage(page: page, totalPages: totalPages, totalResults: matches.count, movies: Array(slice))
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Movie {
        await waitIfHeld()
        try throwPendingFailure()
        guard let movie = movies[id] else { throw .movieNotFound(id) }
        return movie
    }

    private func waitIfHeld() async {
        guard isHolding else { return }
        await withCheckedContinuation { held.append($0) }
    }

    private func throwPendingFailure() throws(CatalogError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }
}
