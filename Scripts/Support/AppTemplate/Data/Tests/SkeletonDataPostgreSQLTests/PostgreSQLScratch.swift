@@include-if postgresql
import SkeletonDataPostgreSQL
import SkeletonPostgreSQL
import SkeletonPostgreSQLTesting

/// A fresh database on the test server with Skeleton's schema, for `body`;
/// closed and dropped afterwards.
func withPostgreSQLDatabase(
    parameters: String = "",
    _ body: (PostgreSQLDatabase, PostgreSQLTestServer, PostgreSQLSettings) async throws -> Void
) async throws {
    let server = try PostgreSQLTestServer.required()
    try await server.withFreshDatabase { fresh in
        let settings = try PostgreSQLSettings(url: server.url(forDatabase: fresh.database, parameters: parameters))
        let database = try await SkeletonPostgreSQLSchema.open(settings)
        do {
            try await body(database, server, settings)
        } catch {
            await database.close()
            throw error
        }
        await database.close()
    }
}
