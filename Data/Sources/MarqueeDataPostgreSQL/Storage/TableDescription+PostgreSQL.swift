package import MarqueeData
package import PostgresNIO

extension TableDescription {
    /// PostgreSQL's `CREATE TABLE` in `schema`, as a migration's statement.
    /// Its text comes from code (names and types), never from input.
    package func postgreSQLStatement(schema: String) -> PostgresQuery {
        PostgresQuery(unsafeSQL: postgreSQL(schema: schema))
    }
}
