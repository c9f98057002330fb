public import MarqueeDomain

/// A ``/MarqueeDomain/MovieQueriesRepository`` held in memory, for tests of code that uses the port.
///
/// It keeps the port's contract: newest first, a repeated query moves to the
/// front, at most `capacity` kept.
public actor InMemoryMovieQueriesRepository: MovieQueriesRepository {
    private var queries: [MovieQuery]
    private var pendingFailures: [CatalogError] = []
    private let capacity: Int

    /// Creates a repository, optionally pre-filled (newest first).
    public init(queries: [MovieQuery] = [], capacity: Int = 10) {
        self.capacity = max(1, capacity)
        self.queries = Array(queries.prefix(self.capacity))
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: CatalogError) {
        pendingFailures.append(error)
    }

    /// Everything stored, newest first.
    public var stored: [MovieQuery] { queries }

    /// Every query saved, oldest first, repeats included: what ``stored``
    /// folds away, so a test can tell one save from two.
    public private(set) var saves: [MovieQuery] = []

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func save(_ query: MovieQuery) async throws(CatalogError) {
        try throwPendingFailure()
        saves.append(query)
        queries.removeAll { $0 == query }
        queries.insert(query, at: 0)
        queries = Array(queries.prefix(capacity))
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        try throwPendingFailure()
        return Array(queries.prefix(max(0, limit)))
    }

    private func throwPendingFailure() throws(CatalogError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }
}
