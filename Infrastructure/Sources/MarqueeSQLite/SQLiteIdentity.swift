import GRDB

/// Tells an application's own SQLite file from anyone else's, before a byte
/// of it is written: by `PRAGMA application_id`, and for files written before
/// the id was set, by GRDB's migration table.
struct SQLiteIdentity {
    /// The id this application stamps into its files; `nil` checks nothing.
    let applicationID: Int32?
    /// The schema this build knows, in order.
    let knownMigrations: [String]

    /// What an existing file turned out to be.
    enum Verdict: Equatable {
        /// An empty file, or ours at a schema version this build knows but
        /// with migrations to run or the id still to stamp.
        case ours
        /// Ours, stamped, with every migration this build knows applied:
        /// opening it needs no write at all.
        case current
        /// A file with tables but without our id or our migration table.
        case foreign(String)
        /// Ours, but with migrations this build does not know.
        case newer(found: Int, supported: Int)
    }

    /// Examines the database `db` without writing it.
    func verdict(_ db: Database) throws -> Verdict {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        guard !tables.isEmpty else { return .ours }
        if let applicationID {
            let found = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            if found != applicationID && !(found == 0 && tables.contains("grdb_migrations")) {
                return .foreign(
                    found == 0
                        ? "no application id and no migration table; tables: \(tables.prefix(5).joined(separator: ", "))"
                        : "application id \(found), not \(applicationID)")
            }
        }
        guard tables.contains("grdb_migrations") else { return .ours }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let known = Set(knownMigrations)
        if applied.contains(where: { !known.contains($0) }) {
            return .newer(found: applied.count, supported: knownMigrations.count)
        }
        let stamped = try applicationID.map { try Int32.fetchOne(db, sql: "PRAGMA application_id") == $0 } ?? true
        return stamped && Set(applied) == known ? .current : .ours
    }

    /// Stamps the id into a file that is ours (adopting one written before the
    /// id existed).
    func stamp(_ db: Database) throws {
        guard let applicationID else { return }
        if try Int32.fetchOne(db, sql: "PRAGMA application_id") != applicationID {
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
        }
    }
}
