public import MarqueeDomain

/// A ``/MarqueeDomain/MoviesRepository`` that passes every call to another one
/// and stamps its answers with where they came from, when, and what was lost
/// on the side: for tests of code that shows cached, stale or warned answers.
///
/// Each stamp part replaces the inner answer's (the provenance, the time)
/// or adds to it (the warnings); a part left `nil` keeps the inner one. Errors
/// pass through unchanged.
public actor StampingMoviesRepository: MoviesRepository {
    private let inner: any MoviesRepository
    private var provenance: Provenance?
    private var answeredAt: Timestamp?
    private var warnings: [CatalogWarning] = []

    /// Creates a repository over `inner`, stamping nothing until told to.
    public init(wrapping inner: any MoviesRepository) {
        self.inner = inner
    }

    /// Stamps every later answer: `provenance` and `answeredAt` replace the
    /// inner answer's unless `nil`; `warnings` are added to its own.
    public func stamp(provenance: Provenance? = nil, answeredAt: Timestamp? = nil, warnings: [CatalogWarning] = []) {
        self.provenance = provenance
        self.answeredAt = answeredAt
        self.warnings = warnings
    }

    /// The inner repository's page, stamped.
    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        stamped(try await inner.searchMovies(query, page: page))
    }

    /// The inner repository's answers as they arrive, each stamped.
    public nonisolated func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        AsyncStream { continuation in
            let task = Task {
                for await answer in inner.searchMovieUpdates(query, page: page) {
                    switch answer {
                    case let .success(value): continuation.yield(.success(await self.stamped(value)))
                    case let .failure(error): continuation.yield(.failure(error))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The inner repository's details, stamped.
    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        stamped(try await inner.movieDetails(id))
    }

    private func stamped<Value: Sendable>(_ answer: Sourced<Value>) -> Sourced<Value> {
        Sourced(
            answer.value, provenance: provenance ?? answer.provenance, answeredAt: answeredAt ?? answer.answeredAt,
            warnings: answer.warnings + warnings)
    }
}
