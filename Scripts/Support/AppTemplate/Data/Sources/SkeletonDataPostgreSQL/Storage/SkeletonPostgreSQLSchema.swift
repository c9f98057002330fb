@@include-if postgresql
import PostgresNIO
import SkeletonData
public import SkeletonPostgreSQL

/// Skeleton's tables in PostgreSQL, in the schema (namespace)
/// `skeleton_data`: the data several machines share.
///
/// The same rules as the SQLite schema: released migrations are never
/// edited, a change is a new migration appended (Scripts/new-feature
/// --postgresql appends one per context).
public enum SkeletonPostgreSQLSchema {
    /// Every migration, for ``PostgreSQLDatabase``'s `open`.
    public static let schema = PostgreSQLSchema(
        name: "skeleton_data",
        migrations: [
        ]
    )
}

extension SkeletonPostgreSQLSchema {
    /// Opens the database `settings` names for Skeleton: connects, refuses a
    /// database migrated by a newer Skeleton, applies the migrations it lacks.
    ///
    /// - Throws: ``PostgreSQLError``, one line that names the server, database
    ///   and user (never the password) and what to do.
    public static func open(_ settings: PostgreSQLSettings) async throws(PostgreSQLError) -> PostgreSQLDatabase {
        try await PostgreSQLDatabase.open(settings, schema: schema, applicationName: "skeleton")
    }
}
