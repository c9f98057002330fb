public import MarqueeDomain

/// A ``/MarqueeDomain/MoviesRepository`` that passes every call to another one,
/// except that searches for a *closed* query wait until it is opened: for
/// tests that need one search to answer while another is still out (a
/// superseded search, two pages asked at once).
///
/// ``InMemoryMoviesRepository/hold()`` holds every call and releases them
/// all together; a gate holds and releases one query's searches.
public actor GatedMoviesRepository: MoviesRepository {
    private let inner: any MoviesRepository
    private var closed: Set<MovieQuery> = []
    private var waiting: [(query: MovieQuery, continuation: CheckedContinuation<Void, Never>)] = []

    /// Creates a repository over `inner`, every gate open.
    public init(wrapping inner: any MoviesRepository) {
        self.inner = inner
    }

    /// Makes searches for `query` (any page) wait until ``open(_:)``.
    public func close(_ query: MovieQuery) {
        closed.insert(query)
    }

    /// Lets the searches waiting for `query`, and later ones, go on.
    public func open(_ query: MovieQuery) {
        closed.remove(query)
        let released = waiting.filter { $0.query == query }
        waiting.removeAll { $0.query == query }
        released.forEach { $0.continuation.resume() }
    }

    /// How many searches for `query` are waiting at its gate.
    public func waitingCalls(for query: MovieQuery) -> Int {
        waiting.filter { $0.query == query }.count
    }

    /// The inner repository's page, once `query`'s gate is open.
    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        await pass(query)
        return try await inner.searchMovies(query, page: page)
    }

    /// The inner repository's answers, once `query`'s gate is open.
    public nonisolated func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        AsyncStream { continuation in
            let task = Task {
                await self.pass(query)
                for await answer in inner.searchMovieUpdates(query, page: page) {
                    continuation.yield(answer)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The inner repository's details; details are never held.
    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        try await inner.movieDetails(id)
    }

    private func pass(_ query: MovieQuery) async {
        guard closed.contains(query) else { return }
        await withCheckedContinuation { waiting.append((query, $0)) }
    }
}
