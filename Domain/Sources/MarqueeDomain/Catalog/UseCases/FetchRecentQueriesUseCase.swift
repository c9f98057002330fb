/// Lists recent successful searches: most recent first, no duplicates, at
/// most ``FetchRecentQueriesInteractor/maximumCount``: the use case's
/// boundary (see ``SearchMoviesUseCase`` for the two sides).
public protocol FetchRecentQueriesUseCase: Sendable {
    /// The recent queries, newest first.
    ///
    /// - Parameter limit: The most to return, clamped to 1...``FetchRecentQueriesInteractor/maximumCount``.
    /// - Throws: ``CatalogError/storageFailed(_:)`` when storage fails.
    func execute(limit: Int) async throws(CatalogError) -> [MovieQuery]
}

extension FetchRecentQueriesUseCase {
    /// As many recent queries as a person is ever shown.
    ///
    /// - Throws: ``CatalogError/storageFailed(_:)`` when storage fails.
    public func execute() async throws(CatalogError) -> [MovieQuery] {
        try await execute(limit: FetchRecentQueriesInteractor.maximumCount)
    }
}
