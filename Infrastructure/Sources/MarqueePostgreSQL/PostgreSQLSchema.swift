public import PostgresNIO

/// An application's tables in one PostgreSQL schema (namespace), as
/// versioned migrations in the order they were released. A released
/// migration is never edited: a change is a new migration appended.
///
/// ``PostgreSQLDatabase`` applies the ones a database lacks when it opens,
/// each in its own transaction together with its row in
/// `<name>.schema_migration`, under an advisory lock so that several
/// processes opening a new database at once migrate it once.
public struct PostgreSQLSchema: Sendable {
    /// One released change of the schema.
    public struct Migration: Sendable {
        /// 1, 2, 3…: the order of release, recorded in `schema_migration`.
        public let version: Int
        /// What it does, recorded beside the version.
        public let name: String
        /// Its statements, run in order in one transaction. They are literals
        /// (a `PostgresQuery` is written as a string literal), never built from input.
        public let statements: [PostgresQuery]

        /// Creates a migration.
        public init(version: Int, name: String, statements: [PostgresQuery]) {
            self.version = version
            self.name = name
            self.statements = statements
        }
    }

    /// The schema's name: lower-case letters, digits and `_`, starting with a letter.
    public let name: String
    /// Every migration, versions 1, 2, 3… in order.
    public let migrations: [Migration]

    /// The version a database has once every migration is applied.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Creates a schema. `name` becomes an SQL identifier, so it must be a
    /// plain one, and the versions must count up from 1: both are the
    /// program's own constants, checked here once.
    public init(name: String, migrations: [Migration]) {
        precondition(
            name.first.map { $0.isASCII && $0.isLowercase } == true
                && name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" },
            "a schema name is lower-case ASCII letters, digits and _: \(name)"
        )
        precondition(
            migrations.map(\.version) == Array(1..<(migrations.count + 1)),
            "migration versions count up from 1"
        )
        self.name = name
        self.migrations = migrations
    }
}
