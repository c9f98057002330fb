public import GRDB

/// Marquee's database schema as versioned migrations, in the order they
/// were released. A migration, once released, is never edited: a change is a
/// new migration appended to the list.
///
/// Tables are `STRICT`, so a column only ever holds its declared type; money
/// is integer minor units beside a currency code, times are integer seconds
/// since the Unix epoch.
public enum MarqueeSchema {
    /// Every migration, for ``SQLiteDatabase``'s `init(at:migrator:configuration:)`.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: accounts") { db in
            try db.execute(sql: """
                CREATE TABLE user (
                    id TEXT NOT NULL PRIMARY KEY,
                    name TEXT NOT NULL,
                    normalized_name TEXT NOT NULL
                ) STRICT;
                CREATE UNIQUE INDEX user_by_normalized_name ON user(normalized_name);
                """)
        }
        migrator.registerMigration("v2: box office") { db in
            try db.execute(sql: """
                CREATE TABLE screening (
                    id TEXT NOT NULL PRIMARY KEY,
                    movie_id INTEGER NOT NULL,
                    movie_title TEXT NOT NULL,
                    hall TEXT NOT NULL,
                    starts_at INTEGER NOT NULL,
                    runtime_minutes INTEGER NOT NULL,
                    capacity INTEGER NOT NULL,
                    ticket_price_minor_units INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    seats_sold INTEGER NOT NULL
                ) STRICT;
                CREATE INDEX screening_by_start ON screening(starts_at, hall);
                CREATE INDEX screening_by_hall ON screening(hall, starts_at);
                CREATE TABLE "order" (
                    id TEXT NOT NULL PRIMARY KEY,
                    customer_id TEXT NOT NULL,
                    placed_at INTEGER NOT NULL,
                    status TEXT NOT NULL,
                    settled_at INTEGER
                ) STRICT;
                CREATE INDEX order_by_customer ON "order"(customer_id, status);
                CREATE TABLE order_line (
                    order_id TEXT NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    screening_id TEXT NOT NULL REFERENCES screening(id),
                    quantity INTEGER NOT NULL,
                    unit_price_minor_units INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    PRIMARY KEY (order_id, position)
                ) STRICT;
                CREATE INDEX order_line_by_screening ON order_line(screening_id);
                """)
        }
        return migrator
    }
}
