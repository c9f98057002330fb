import MarqueeData
public import MarqueePostgreSQL
import PostgresNIO

/// Marquee's tables in PostgreSQL, in the schema (namespace) `marquee`:
/// accounts and the box office, the data several ticket desks share, and the
/// desks of the box office service with their recent searches. A desk's own
/// recent searches and the TMDB response cache stay in each machine's SQLite file.
///
/// The same rules as `MarqueeSchema` (the SQLite module): released migrations are never
/// edited; money is integer minor units beside a currency code; times are
/// integer seconds since the Unix epoch. Checks back up the domain rules
/// (seats sold within capacity, known statuses) should a bug ever slip past them.
public enum MarqueePostgreSQLSchema {
    /// Every migration, for ``/MarqueePostgreSQL/PostgreSQLDatabase``'s `open`.
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
            .init(
                version: 4, name: "desks",
                statements: [
                    // The desks allowed to use the box office service: only a
                    // digest of each token. Each desk's recent searches are its own.
                    """
                    CREATE TABLE marquee.desks (
                        normalized_name text PRIMARY KEY,
                        name text NOT NULL,
                        token_digest text NOT NULL CONSTRAINT desks_token_digest_key UNIQUE,
                        added_at bigint NOT NULL,
                        revoked_at bigint
                    )
                    """,
                    """
                    CREATE TABLE marquee.desk_recent_queries (
                        desk text NOT NULL REFERENCES marquee.desks (normalized_name) ON DELETE CASCADE,
                        normalized text NOT NULL,
                        text text NOT NULL,
                        used bigint NOT NULL,
                        PRIMARY KEY (desk, normalized)
                    )
                    """,
                    "CREATE INDEX desk_recent_queries_by_use ON marquee.desk_recent_queries (desk, used)",
                ]),
            .init(
                version: 5, name: "the service runs the box office",
                statements: [
                    // Issue 33, as SQLite's v7: desks get a role (those added
                    // before are clerks); orders record their desks and name
                    // their customer by a foreign key; a deleted customer who
                    // has orders keeps a row without a name; the service's
                    // idempotency keys, one row per desk and key.
                    """
                    ALTER TABLE marquee.desks ADD COLUMN role text NOT NULL DEFAULT 'clerk'
                        CONSTRAINT desks_role_check CHECK (role IN ('clerk', 'manager'))
                    """,
                    "ALTER TABLE marquee.users ALTER COLUMN normalized_name DROP NOT NULL",
                    "ALTER TABLE marquee.users ADD COLUMN deleted boolean NOT NULL DEFAULT false",
                    """
                    ALTER TABLE marquee.users ADD CONSTRAINT users_deleted_check
                        CHECK (deleted = (normalized_name IS NULL))
                    """,
                    """
                    INSERT INTO marquee.users (id, name, normalized_name, deleted)
                    SELECT DISTINCT o.customer_id, '', NULL, true FROM marquee.orders o
                    WHERE NOT EXISTS (SELECT 1 FROM marquee.users u WHERE u.id = o.customer_id)
                    """,
                    "ALTER TABLE marquee.orders ADD COLUMN placed_by text, ADD COLUMN settled_by text",
                    """
                    ALTER TABLE marquee.orders ADD CONSTRAINT orders_customer_id_fkey
                        FOREIGN KEY (customer_id) REFERENCES marquee.users (id)
                    """,
                    """
                    CREATE TABLE marquee.idempotency_keys (
                        owner text NOT NULL,
                        key text NOT NULL,
                        method text NOT NULL,
                        path text NOT NULL,
                        request_body bytea NOT NULL,
                        claimed_at double precision NOT NULL,
                        expires_at double precision NOT NULL,
                        status integer,
                        content_type text,
                        response_body bytea,
                        PRIMARY KEY (owner, key)
                    )
                    """,
                    "CREATE INDEX idempotency_keys_by_expiry ON marquee.idempotency_keys (expires_at)",
                ]),
            .init(
                version: 6, name: "refunds and the day's orders",
                statements: [
                    // A paid order that is cancelled is refunded (issue 36).
                    """
                    ALTER TABLE marquee.orders DROP CONSTRAINT orders_status_check,
                        ADD CONSTRAINT orders_status_check
                        CHECK (status IN ('unpaid', 'paid', 'cancelled', 'refunded'))
                    """,
                    "CREATE INDEX orders_by_placed_at ON marquee.orders (placed_at, id)",
                ]),
            .init(
                version: 7, name: "seat holds",
                statements: [
                    // An unpaid order holds its seats until held_until, then
                    // expires (issue 36); orders placed before keep theirs
                    // until paid or cancelled (NULL).
                    "ALTER TABLE marquee.orders ADD COLUMN held_until bigint",
                    """
                    ALTER TABLE marquee.orders DROP CONSTRAINT orders_status_check,
                        ADD CONSTRAINT orders_status_check
                        CHECK (status IN ('unpaid', 'paid', 'cancelled', 'refunded', 'expired'))
                    """,
                    "CREATE INDEX orders_by_hold ON marquee.orders (status, held_until)",
                ]),
            .init(
                version: 8, name: "cancelled screenings",
                statements: [
                    // A screening called off keeps its row, with when and by
                    // which desk (issue 36).
                    "ALTER TABLE marquee.screenings ADD COLUMN cancelled_at bigint",
                    "ALTER TABLE marquee.screenings ADD COLUMN cancelled_by text",
                ]),
            .init(
                version: 9, name: "walk-in sales",
                statements: [
                    // A walk-in's order has no customer (issue 36).
                    "ALTER TABLE marquee.orders ALTER COLUMN customer_id DROP NOT NULL"
                ]),
            .init(
                version: 10, name: "halls",
                statements: [
                    // A hall has its seats; a screening sells at most that
                    // many. Halls of stored screenings keep the most seats
                    // any of their screenings had (issue 36).
                    "CREATE TABLE marquee.halls (name text PRIMARY KEY, seats bigint NOT NULL)",
                    """
                    INSERT INTO marquee.halls (name, seats)
                        SELECT hall, MAX(capacity) FROM marquee.screenings GROUP BY hall
                    """,
                ]),
        ]
    )
}

extension MarqueePostgreSQLSchema {
    /// Opens the database `settings` names for Marquee: connects, refuses a
    /// database migrated by a newer Marquee, applies the migrations it lacks.
    ///
    /// - Throws: ``/MarqueePostgreSQL/PostgreSQLError``, one line that names the server, database
    ///   and user (never the password) and what to do.
    public static func open(_ settings: PostgreSQLSettings) async throws(PostgreSQLError) -> PostgreSQLDatabase {
        try await PostgreSQLDatabase.open(settings, schema: schema, applicationName: "marquee")
    }
}
