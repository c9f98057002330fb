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
    /// When set, ``searchMovieUpdates(_:page:)`` first delivers the page as a
    /// cached copy taken at this time, then the live answer — as a source
    /// with a cache does.
    private var cachedCopyTime: Timestamp?

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

    /// Makes ``searchMovieUpdates(_:page:)`` deliver a cached copy taken at
    /// `time` before each live answer (`nil`: the live answer only).
    public func deliverCachedCopies(takenAt time: Timestamp?) {
        cachedCopyTime = time
    }

    /// Adds or replaces a movie.
    public func insert(_ movie: Movie) {
        movies[movie.id] = movie
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        searches.append((query, page.value))
        await waitIfHeld()
        try throwPendingFailure()
        return Sourced(try matchingPage(query, page: page.value))
    }

    /// The cached copy set with ``deliverCachedCopies(takenAt:)`` first, when
    /// there is one, then the live answer of ``searchMovies(_:page:)``.
    public nonisolated func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        AsyncStream { continuation in
            let task = Task {
                if let cachedAt = await self.cachedCopyTime,
                    let copy = try? await self.matchingPage(query, page: page.value)
                {
                    continuation.yield(.success(Sourced(copy, provenance: .cached(at: cachedAt))))
                }
                do throws(CatalogError) {
                    continuation.yield(.success(try await self.searchMovies(query, page: page)))
                } catch {
                    continuation.yield(.failure(error))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func matchingPage(_ query: MovieQuery, page: Int) throws(CatalogError) -> MoviesPage {
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
    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        await waitIfHeld()
        try throwPendingFailure()
        guard let movie = movies[id] else { throw .movieNotFound(id) }
        return Sourced(movie)
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
