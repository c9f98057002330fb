public import GRDB
import MarqueeData

/// Marquee's database schema as versioned migrations, in the order they
/// were released. A migration, once released, is never edited: a change is a
/// new migration appended to the list.
///
/// Tables are `STRICT`, so a column only ever holds its declared type; money
/// is integer minor units beside a currency code, times are integer seconds
/// since the Unix epoch.
public enum MarqueeSchema {
    /// Every migration, for ``/MarqueeSQLite/SQLiteDatabase``'s `init(at:migrator:configuration:)`.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: accounts") { db in
            try db.execute(
                sql: """
                    CREATE TABLE user (
                        id TEXT NOT NULL PRIMARY KEY,
                        name TEXT NOT NULL,
                        normalized_name TEXT NOT NULL
                    ) STRICT;
                    CREATE UNIQUE INDEX user_by_normalized_name ON user(normalized_name);
                    """)
        }
        migrator.registerMigration("v2: box office") { db in
            try db.execute(
                sql: """
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
        migrator.registerMigration("v3: catalog") { db in
            // Recent searches: one row per normalized query; `used` is a
            // sequence number taken inside the write transaction, so two
            // processes saving at once never tie and never lose a query.
            // The response cache: one entry per TMDB answer (a search page or
            // one movie's details), its movies as rows in the order TMDB sent
            // them (`position`), keyed by what was asked and never by a secret.
            try db.execute(
                sql: """
                    CREATE TABLE recent_query (
                        normalized TEXT NOT NULL PRIMARY KEY,
                        text TEXT NOT NULL,
                        used INTEGER NOT NULL
                    ) STRICT;
                    CREATE INDEX recent_query_by_use ON recent_query(used);
                    CREATE TABLE response_cache_entry (
                        id INTEGER NOT NULL PRIMARY KEY,
                        kind TEXT NOT NULL,
                        request_key TEXT NOT NULL,
                        page INTEGER NOT NULL,
                        language TEXT NOT NULL,
                        total_pages INTEGER NOT NULL,
                        total_results INTEGER NOT NULL,
                        cached_at INTEGER NOT NULL,
                        bytes INTEGER NOT NULL
                    ) STRICT;
                    CREATE UNIQUE INDEX response_cache_entry_by_request
                        ON response_cache_entry(kind, request_key, page, language);
                    CREATE TABLE response_cache_movie (
                        entry_id INTEGER NOT NULL REFERENCES response_cache_entry(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL,
                        movie_id INTEGER NOT NULL,
                        title TEXT NOT NULL,
                        original_title TEXT NOT NULL,
                        overview TEXT NOT NULL,
                        release_date TEXT,
                        poster_path TEXT,
                        genre_ids TEXT NOT NULL,
                        genre_names TEXT NOT NULL,
                        original_language TEXT NOT NULL,
                        popularity REAL NOT NULL,
                        runtime_minutes INTEGER,
                        PRIMARY KEY (entry_id, position)
                    ) STRICT;
                    """)
        }
        migrator.registerMigration("v4: cached taglines") { db in
            // Details carry a tagline since the interactive screen shows it;
            // answers cached before have none.
            try db.execute(sql: "ALTER TABLE response_cache_movie ADD COLUMN tagline TEXT NOT NULL DEFAULT ''")
        }
        migrator.registerMigration("v5: sample cinema") { db in
            // Which rows `marquee sample load` wrote (kind: user, screening or
            // order), so `marquee sample clear` removes exactly those.
            try db.execute(
                sql: """
                    CREATE TABLE sample_row (
                        kind TEXT NOT NULL,
                        id TEXT NOT NULL,
                        PRIMARY KEY (kind, id)
                    ) STRICT;
                    """)
        }
        migrator.registerMigration("v6: desks") { db in
            // The desks allowed to use the box office service (`marquee
            // serve`): only a digest of each token, unique, to look a
            // presented token up by. Each desk's recent searches are its own.
            try db.execute(
                sql: """
                    CREATE TABLE desk (
                        normalized_name TEXT NOT NULL PRIMARY KEY,
                        name TEXT NOT NULL,
                        token_digest TEXT NOT NULL UNIQUE,
                        added_at INTEGER NOT NULL,
                        revoked_at INTEGER
                    ) STRICT;
                    CREATE TABLE desk_recent_query (
                        desk TEXT NOT NULL REFERENCES desk(normalized_name) ON DELETE CASCADE,
                        normalized TEXT NOT NULL,
                        text TEXT NOT NULL,
                        used INTEGER NOT NULL,
                        PRIMARY KEY (desk, normalized)
                    ) STRICT;
                    CREATE INDEX desk_recent_query_by_use ON desk_recent_query(desk, used);
                    """)
        }
        migrator.registerMigration("v7: the service runs the box office") { db in
            // Issue 33. Desks get a role (those added before are clerks: the
            // least trust; add a manager desk with `desks add NAME --role
            // manager`). Orders record the desk that placed and settled them,
            // and name their customer by a foreign key: a deleted customer
            // who has orders leaves a row without a name (`deleted` = 1), so
            // the orders and takings stay and the key still holds. Orders
            // already pointing at a user deleted before this version get such
            // a row.
            // SQLite cannot add a foreign key to a table, so `user` and
            // `order` are rebuilt (foreign keys are off during migrations and
            // checked at the end). The service's idempotency keys: one row
            // per desk and key, its answer once the request finished.
            try db.execute(
                sql: """
                    ALTER TABLE desk ADD COLUMN role TEXT NOT NULL DEFAULT 'clerk'
                        CHECK (role IN ('clerk', 'manager'));

                    CREATE TABLE new_user (
                        id TEXT NOT NULL PRIMARY KEY,
                        name TEXT NOT NULL,
                        normalized_name TEXT,
                        deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
                        CHECK ((deleted = 0) = (normalized_name IS NOT NULL))
                    ) STRICT;
                    INSERT INTO new_user (id, name, normalized_name, deleted)
                        SELECT id, name, normalized_name, 0 FROM user;
                    INSERT INTO new_user (id, name, normalized_name, deleted)
                        SELECT DISTINCT customer_id, '', NULL, 1 FROM "order"
                        WHERE customer_id NOT IN (SELECT id FROM user);
                    DROP TABLE user;
                    ALTER TABLE new_user RENAME TO user;
                    CREATE UNIQUE INDEX user_by_normalized_name ON user(normalized_name);

                    CREATE TABLE new_order (
                        id TEXT NOT NULL PRIMARY KEY,
                        customer_id TEXT NOT NULL REFERENCES user(id),
                        placed_at INTEGER NOT NULL,
                        placed_by TEXT,
                        status TEXT NOT NULL,
                        settled_at INTEGER,
                        settled_by TEXT
                    ) STRICT;
                    INSERT INTO new_order (id, customer_id, placed_at, placed_by, status, settled_at, settled_by)
                        SELECT id, customer_id, placed_at, NULL, status, settled_at, NULL FROM "order";
                    DROP TABLE "order";
                    ALTER TABLE new_order RENAME TO "order";
                    CREATE INDEX order_by_customer ON "order"(customer_id, status);

                    CREATE TABLE idempotency_key (
                        owner TEXT NOT NULL,
                        key TEXT NOT NULL,
                        method TEXT NOT NULL,
                        path TEXT NOT NULL,
                        request_body BLOB NOT NULL,
                        claimed_at REAL NOT NULL,
                        expires_at REAL NOT NULL,
                        status INTEGER,
                        content_type TEXT,
                        response_body BLOB,
                        PRIMARY KEY (owner, key)
                    ) STRICT;
                    CREATE INDEX idempotency_key_by_expiry ON idempotency_key(expires_at);
                    """)
        }
        migrator.registerMigration("v8: refunds and the day's orders") { db in
            // Issue 36. A paid order that is cancelled is `refunded`: a new
            // status value, which a Marquee before this version would read as
            // a damaged record, so the version is recorded and such a Marquee
            // refuses the file with its "newer Marquee" message instead. Orders
            // are listed by the time they were placed (the day's overview).
            try db.execute(sql: #"CREATE INDEX order_by_placed_at ON "order"(placed_at, id);"#)
        }
        migrator.registerMigration("v9: seat holds") { db in
            // Issue 36. An unpaid order holds its seats until `held_until`,
            // then expires (status `expired`, which a Marquee before this
            // version would read as a damaged record: it refuses the file
            // instead). Orders placed before holds existed keep their seats
            // until paid or cancelled, as they were promised: `NULL`.
            try db.execute(
                sql: #"""
                    ALTER TABLE "order" ADD COLUMN held_until INTEGER;
                    CREATE INDEX order_by_hold ON "order"(status, held_until);
                    """#)
        }
        migrator.registerMigration("v10: cancelled screenings") { db in
            // Issue 36. A screening called off keeps its row, with when and
            // by which desk; a Marquee before this version would sell it, so
            // the version is recorded and such a Marquee refuses the file.
            try db.execute(
                sql: #"""
                    ALTER TABLE screening ADD COLUMN cancelled_at INTEGER;
                    ALTER TABLE screening ADD COLUMN cancelled_by TEXT;
                    """#)
        }
        migrator.registerMigration("v11: walk-in sales") { db in
            // Issue 36. A walk-in's order has no customer: `customer_id`
            // becomes nullable, which SQLite allows only by rebuilding the
            // table (rows, indexes and the foreign key kept).
            try db.execute(
                sql: #"""
                    CREATE TABLE new_order (
                        id TEXT NOT NULL PRIMARY KEY,
                        customer_id TEXT REFERENCES user(id),
                        placed_at INTEGER NOT NULL,
                        placed_by TEXT,
                        status TEXT NOT NULL,
                        settled_at INTEGER,
                        settled_by TEXT,
                        held_until INTEGER
                    ) STRICT;
                    INSERT INTO new_order (
                        id, customer_id, placed_at, placed_by, status, settled_at, settled_by, held_until)
                        SELECT id, customer_id, placed_at, placed_by, status, settled_at, settled_by, held_until
                        FROM "order";
                    DROP TABLE "order";
                    ALTER TABLE new_order RENAME TO "order";
                    CREATE INDEX order_by_customer ON "order"(customer_id, status);
                    CREATE INDEX order_by_placed_at ON "order"(placed_at, id);
                    CREATE INDEX order_by_hold ON "order"(status, held_until);
                    """#)
        }
        migrator.registerMigration("v12: halls") { db in
            // Issue 36. A hall has its seats; a screening sells at most
            // that many. The halls of the screenings already stored are
            // kept with the most seats any of their screenings had.
            try db.execute(
                sql: #"""
                    CREATE TABLE hall (
                        name TEXT NOT NULL PRIMARY KEY,
                        seats INTEGER NOT NULL
                    ) STRICT;
                    INSERT INTO hall (name, seats) SELECT hall, MAX(capacity) FROM screening GROUP BY hall;
                    """#)
        }
        return migrator
    }
}
