/// Lists recent successful searches over the queries port: most recent
/// first, no duplicates, at most ``maximumCount``.
///
/// The rules live here, not only in each storage: a repository that returns
/// duplicates or too many still yields a correct list.
public struct FetchRecentQueriesInteractor: FetchRecentQueriesUseCase {
    /// The most recent queries a person is ever shown.
    public static let maximumCount = 10

    private let queries: any MovieQueriesRepository

    /// Creates the use case over the queries port.
    public init(queries: any MovieQueriesRepository) {
        self.queries = queries
    }

    public func execute(limit: Int) async throws(CatalogError) -> [MovieQuery] {
        let limit = min(max(limit, 1), Self.maximumCount)
        let stored = try await queries.recentQueries(limit: limit)
        var seen = Set<MovieQuery>()
        return Array(stored.filter { seen.insert($0).inserted }.prefix(limit))
    }
}
