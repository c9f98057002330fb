@@include-if postgresql
import SkeletonDataPostgreSQL
import SkeletonPostgreSQL
import SkeletonPostgreSQLTesting
import Testing

@Suite(
    "Skeleton's schema on PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLSchemaTests {
    @Test func aNewDatabaseGetsEveryMigrationAndOpensAgain() async throws {
        try await withPostgreSQLDatabase { _, _, settings in
            let again = try await SkeletonPostgreSQLSchema.open(settings)
            await again.close()
        }
    }
}
