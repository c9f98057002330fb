/// Searches movies and remembers the query — but only when the search succeeded.
public struct SearchMoviesUseCase: Sendable {
    private let movies: any MoviesRepository
    private let queries: any MovieQueriesRepository

    /// Creates the use case over its two ports.
    public init(movies: any MoviesRepository, queries: any MovieQueriesRepository) {
        self.movies = movies
        self.queries = queries
    }

    /// Fetches one page of results for a query.
    ///
    /// - Parameters:
    ///   - query: What to search for.
    ///   - page: The page number.
    /// - Returns: The page and where it came from. A search that matched
    ///   nothing still succeeds and is remembered.
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` past the
    ///   last page; a source or storage error otherwise. Nothing is
    ///   remembered when it throws.
    public func execute(_ query: MovieQuery, page: PageNumber = .first) async throws(CatalogError)
        -> Sourced<MoviesPage>
    {
        let result = try await movies.searchMovies(query, page: page)
        try await queries.save(query)
        return result
    }

    /// The answers to a search as they arrive (see
    /// ``MoviesRepository/searchMovieUpdates(_:page:)``): a cached page at
    /// once, then the fresh one. The query is remembered once, with the first
    /// answer; a storage failure to remember it ends the stream with that error.
    public func updates(_ query: MovieQuery, page: PageNumber = .first) -> CatalogUpdates<MoviesPage> {
        let answers = movies.searchMovieUpdates(query, page: page)
        let queries = queries
        return AsyncStream { continuation in
            let task = Task {
                var remembered = false
                for await answer in answers {
                    if case .success = answer, !remembered {
                        remembered = true
                        do throws(CatalogError) {
                            try await queries.save(query)
                        } catch {
                            continuation.yield(.failure(error))
                            break
                        }
                    }
                    continuation.yield(answer)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
