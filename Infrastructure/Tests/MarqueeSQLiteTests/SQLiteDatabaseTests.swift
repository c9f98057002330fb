import Foundation
import GRDB
import MarqueeSQLite
import Testing

@Suite struct SQLiteDatabaseTests {
    @Test func createsTheDirectoryAndFileOwnerOnly() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.url.appendingPathComponent("nested/data/notes.sqlite")
        let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        try await NotesSchema.insert("hello", into: database)
        #expect(try permissions(of: file.deletingLastPathComponent()) == 0o700)
        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: URL(fileURLWithPath: file.path + "-wal")) == 0o600)
    }

    @Test(arguments: [false, true]) func usesWALModeAndForeignKeys(concurrentReads: Bool) async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(
            at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(concurrentReads: concurrentReads))
        let (mode, foreignKeys) = try await database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA foreign_keys"))
        }
        #expect(mode == "wal")
        #expect(foreignKeys == 1)
        // NORMAL (1): in WAL mode a commit appends to the log unsynced; a checkpoint syncs.
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 1)
    }

    /// Opening a current file and reading it writes nothing: a command that
    /// only reads (most do) costs no write, no sync, and leaves the file as
    /// it found it. (GRDB's `DatabasePool` wrote a table into the log at every
    /// open; a checkpoint then rewrote the file's header.)
    @Test func openingAndReadingACurrentFileLeavesItsBytesAlone() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        do {
            let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
            try await NotesSchema.insert("kept", into: database)
        }
        let before = try Data(contentsOf: file)
        do {
            let reopened = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
            let texts = try await reopened.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") }
            #expect(texts == ["kept"])
        }
        #expect(try Data(contentsOf: file) == before)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    @Test func keepsDataAcrossOpensAndRunsOnlyNewMigrations() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        do {
            let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
            try await NotesSchema.insert("kept", into: database)
        }
        let reopened = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migratorV2)
        let rows = try await reopened.read { db in
            try Row.fetchAll(db, sql: "SELECT text, pinned FROM note").map {
                [$0["text"] as String, String($0["pinned"] as Int)]
            }
        }
        #expect(rows == [["kept", "0"]])
        let applied = try await reopened.read { db in try NotesSchema.migratorV2.appliedIdentifiers(db) }
        #expect(applied == ["v1: notes", "v2: note.pinned"])
    }

    @Test func inMemoryDatabasesAreEmptyAndPrivate() async throws {
        let first = try SQLiteDatabase(at: .inMemory, migrator: NotesSchema.migrator)
        let second = try SQLiteDatabase(at: .inMemory, migrator: NotesSchema.migrator)
        try await NotesSchema.insert("only here", into: first)
        #expect(try await NotesSchema.count(in: first) == 1)
        #expect(try await NotesSchema.count(in: second) == 0)
    }

    @Test func aWriteThatThrowsLeavesNothingBehind() async throws {
        struct Refused: Error {}
        let database = try SQLiteDatabase(at: .inMemory, migrator: NotesSchema.migrator)
        await #expect(throws: Refused.self) {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('half')")
                throw Refused()
            }
        }
        #expect(try await NotesSchema.count(in: database) == 0)
    }

    @Test func aFailingStatementIsAnSQLiteErrorNamingTheFile() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let error = await sqliteError {
            try await database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (NULL)") }
        }
        #expect(error?.kind == .statementFailed)
        #expect(error?.description.contains(file.path) == true)
    }

    @Test func integrityCheckOfASoundDatabaseIsOK() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator)
        try await NotesSchema.insert("a", into: database)
        #expect(try await database.integrityCheck() == ["ok"])
    }

    /// With readers of their own, a read is answered while a write
    /// transaction is open, from what was committed before it; with one
    /// connection it would wait for the write (this test would then wait out
    /// its 20 seconds and fail).
    @Test func withConcurrentReadsAReadIsAnsweredDuringAWrite() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(
            at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(concurrentReads: true))
        try await NotesSchema.insert("committed", into: database)
        let writing = DispatchSemaphore(value: 0)
        let read = DispatchSemaphore(value: 0)
        let write = Task {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('not yet committed')")
                writing.signal()
                // Holds the transaction open until the read has its answer.
                return read.wait(timeout: .now() + 20) == .success
            }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                writing.wait()
                continuation.resume()
            }
        }
        let seen = try await NotesSchema.count(in: database)
        read.signal()
        #expect(seen == 1, "the read saw the open write")
        #expect(try await write.value, "the read waited for the write")
        #expect(try await NotesSchema.count(in: database) == 2)
    }
}
