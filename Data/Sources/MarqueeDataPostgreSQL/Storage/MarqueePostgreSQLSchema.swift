import MarqueeData
public import MarqueePostgreSQL
import PostgresNIO

/// Marquee's tables in PostgreSQL, in the schema (namespace) `marquee`:
/// accounts and the box office, the data several ticket desks share. Recent
/// searches and the TMDB response cache stay in each machine's SQLite file.
///
/// The same rules as ``MarqueeSchema``: released migrations are never
/// edited; money is integer minor units beside a currency code; times are
/// integer seconds since the Unix epoch. Checks back up the domain rules
/// (seats sold within capacity, known statuses) should a bug ever slip past them.
public enum MarqueePostgreSQLSchema {
    /// Every migration, for ``PostgreSQLDatabase``'s `open`.
    public static let schema = PostgreSQLSchema(
        name: "marquee",
        migrations: [
            .init(
                version: 1, name: "accounts",
                statements: [
                    """
                    CREATE TABLE marquee.users (
                        id text PRIMARY KEY,
                        name text NOT NULL,
                        normalized_name text NOT NULL CONSTRAINT users_normalized_name_key UNIQUE
                    )
                    """
                ]),
            .init(
                version: 2, name: "box office",
                statements: [
                    """
                    CREATE TABLE marquee.screenings (
                        id text PRIMARY KEY,
                        movie_id bigint NOT NULL,
                        movie_title text NOT NULL,
                        hall text NOT NULL,
                        starts_at bigint NOT NULL,
                        runtime_minutes bigint NOT NULL,
                        capacity bigint NOT NULL,
                        ticket_price_minor_units bigint NOT NULL,
                        currency text NOT NULL,
                        seats_sold bigint NOT NULL CHECK (seats_sold BETWEEN 0 AND capacity)
                    )
                    """,
                    "CREATE INDEX screenings_by_start ON marquee.screenings (starts_at, hall)",
                    "CREATE INDEX screenings_by_hall ON marquee.screenings (hall, starts_at)",
                    """
                    CREATE TABLE marquee.orders (
                        id text PRIMARY KEY,
                        customer_id text NOT NULL,
                        placed_at bigint NOT NULL,
                        status text NOT NULL CHECK (status IN ('unpaid', 'paid', 'cancelled')),
                        settled_at bigint,
                        CHECK ((status = 'unpaid') = (settled_at IS NULL))
                    )
                    """,
                    "CREATE INDEX orders_by_customer ON marquee.orders (customer_id, status)",
                    """
                    CREATE TABLE marquee.order_lines (
                        order_id text NOT NULL REFERENCES marquee.orders (id) ON DELETE CASCADE,
                        position integer NOT NULL,
                        screening_id text NOT NULL REFERENCES marquee.screenings (id),
                        quantity bigint NOT NULL,
                        unit_price_minor_units bigint NOT NULL,
                        currency text NOT NULL,
                        PRIMARY KEY (order_id, position)
                    )
                    """,
                    "CREATE INDEX order_lines_by_screening ON marquee.order_lines (screening_id)",
                ]),
            .init(
                version: 3, name: "sample cinema",
                statements: [
                    // Which rows `marquee sample load` wrote, so `marquee sample clear` removes exactly those.
                    """
                    CREATE TABLE marquee.sample_rows (
                        kind text NOT NULL CHECK (kind IN ('user', 'screening', 'order')),
                        id text NOT NULL,
                        PRIMARY KEY (kind, id)
                    )
                    """
                ]),
        ]
    )
}

extension MarqueePostgreSQLSchema {
    /// Opens the database `settings` names for Marquee: connects, refuses a
    /// database migrated by a newer Marquee, applies the migrations it lacks.
    ///
    /// - Throws: ``PostgreSQLError``, one line that names the server, database
    ///   and user (never the password) and what to do.
    public static func open(_ settings: PostgreSQLSettings) async throws(PostgreSQLError) -> PostgreSQLDatabase {
        try await PostgreSQLDatabase.open(settings, schema: schema, applicationName: "marquee")
    }
}
