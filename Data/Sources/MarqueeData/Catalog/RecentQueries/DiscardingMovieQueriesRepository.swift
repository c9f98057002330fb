public import MarqueeDomain

/// Remembers nothing: the recent-searches store when the database cannot be
/// opened (a read-only data directory, a full disk, a damaged file), so a
/// search is still answered. The App warns once that the search was not
/// remembered.
public struct DiscardingMovieQueriesRepository: MovieQueriesRepository {
    /// Creates the repository.
    public init() {}

    public func save(_ query: MovieQuery) async throws(CatalogError) {}

    public func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery] { [] }
}
