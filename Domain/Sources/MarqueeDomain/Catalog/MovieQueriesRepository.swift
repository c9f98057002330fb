/// Where successful searches are remembered.
public protocol MovieQueriesRepository: Sendable {
    /// Remembers a query as the most recent one. Saving a query equal to an
    /// earlier one moves it to the front instead of adding a duplicate.
    ///
    /// - Throws: ``CatalogError/storageFailed(_:)`` when storage fails.
    func save(_ query: MovieQuery) async throws(CatalogError)

    /// The most recent queries, newest first, without duplicates.
    ///
    /// - Parameter limit: The most queries to return.
    /// - Throws: ``CatalogError/storageFailed(_:)`` when storage fails.
    func recentQueries(limit: Int) async throws(CatalogError) -> [MovieQuery]
}
