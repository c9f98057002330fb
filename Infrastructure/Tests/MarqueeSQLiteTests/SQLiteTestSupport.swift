import Foundation
import GRDB
import MarqueeSQLite

/// A fresh directory for one test, removed at the end.
struct ScratchDirectory: ~Copyable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-\(UUID().uuidString)")
    }

    /// `name` inside the directory.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}

/// A small schema for the tests: one table of notes.
enum NotesSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: notes") { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        }
        return migrator
    }

    static var migratorV2: DatabaseMigrator {
        var migrator = migrator
        migrator.registerMigration("v2: note.pinned") { db in
            try db.execute(sql: "ALTER TABLE note ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0")
        }
        return migrator
    }

    static func insert(_ text: String, into database: SQLiteDatabase) async throws {
        try await database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text]) }
    }

    /// A write that fails with a real SQLITE_FULL: it caps the file two pages
    /// above its size, then inserts a note far larger than that.
    static func insertPastTheSizeLimit(into database: SQLiteDatabase) async throws {
        try await database.write { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages + 2)")
            try db.execute(
                sql: "INSERT INTO note (text) VALUES (?)", arguments: [String(repeating: "y", count: 100_000)])
        }
    }

    static func count(in database: SQLiteDatabase) async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? -1 }
    }
}

/// The POSIX permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// The `SQLiteError` that `body` threw, or `nil`.
func sqliteError(_ body: () async throws -> Void) async -> SQLiteError? {
    do {
        try await body()
        return nil
    } catch let error as SQLiteError {
        return error
    } catch {
        return SQLiteError(kind: .other, path: "?", detail: "unexpected \(error)")
    }
}
