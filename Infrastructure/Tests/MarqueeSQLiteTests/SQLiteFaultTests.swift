import Foundation
import GRDB
import MarqueeSQLite
import Testing

/// Every fault with real files: a clear `SQLiteError` naming the file, and the
/// file left exactly as it was.
@Suite struct SQLiteFaultTests {
    @Test func aFileThatIsNotSQLiteIsReportedAndNeverOverwritten() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "these are not the droids you are looking for\n", count: 200).utf8)
        try garbage.write(to: file)
        let error = await sqliteError {
            _ = try SQLiteDatabase(
                at: .file(file), migrator: NotesSchema.migrator,
                configuration: SQLiteConfiguration(label: "Marquee database")
            )
        }
        #expect(error?.kind == .notADatabase)
        #expect(error?.path == file.path)
        #expect(try Data(contentsOf: file) == garbage)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    @Test func aDamagedDatabaseIsReportedAndNeverOverwritten() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        do {
            let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
            for index in 0..<200 {
                try await NotesSchema.insert(String(repeating: "x", count: 100) + "\(index)", into: database)
            }
        }
        // Keep the header, trash the rest: SQLite recognises the file but cannot read it.
        var bytes = try Data(contentsOf: file)
        for index in 100..<bytes.count { bytes[index] = 0xA5 }
        try bytes.write(to: file)
        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        }
        #expect(error?.kind == .notADatabase)
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func aLockHeldTooLongFailsAfterTheBusyTimeout() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        // A second connection, as another process would hold it: a bare GRDB
        // queue allowed to keep a transaction open between calls.
        var holderConfiguration = Configuration()
        holderConfiguration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: file.path, configuration: holderConfiguration)
        let waiter = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(busyTimeout: .milliseconds(300))
        )
        try holder.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        let clock = ContinuousClock()
        let start = clock.now
        let error = await sqliteError { try await NotesSchema.insert("blocked", into: waiter) }
        let waited = clock.now - start
        try holder.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        #expect(error?.kind == .locked)
        #expect(error?.path == file.path)
        #expect(waited >= .milliseconds(250))
        try await NotesSchema.insert("free again", into: waiter)
    }

    @Test func aCurrentFileOpensWithoutWritingWhileAnotherConnectionWrites() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        // Another process keeps the file open and has written to it, then
        // holds the write lock in a transaction of its own.
        let other = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        try await NotesSchema.insert("from the other process", into: other)
        var holderConfiguration = Configuration()
        holderConfiguration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: file.path, configuration: holderConfiguration)
        try holder.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? holder.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
        let impatient = SQLiteConfiguration(busyTimeout: .milliseconds(200))

        // Nothing to migrate or stamp: the open only reads, so the held write
        // lock does not matter, and reads work at once.
        let current = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: impatient)
        #expect(try await NotesSchema.count(in: current) == 1)
        // A migration to run needs the write lock, which is not free.
        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migratorV2, configuration: impatient)
        }
        #expect(error?.kind == .locked)
    }

    @Test func aShortLockIsWaitedFor() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let first = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let second = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let holding = Task {
            try await first.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('first')")
                usleep(300_000)
            }
        }
        try await Task.sleep(for: .milliseconds(50))
        try await NotesSchema.insert("second", into: second)
        try await holding.value
        #expect(try await NotesSchema.count(in: second) == 2)
    }

    @Test func aDirectoryThatCannotBeCreatedIsReported() async throws {
        let scratch = ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        let notADirectory = scratch.file("plain-file")
        try Data("x".utf8).write(to: notADirectory)
        let file = notADirectory.appendingPathComponent("db.sqlite")
        let error = await sqliteError { _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator) }
        #expect(error?.kind == .cannotOpen)
        #expect(error?.description.contains(file.path) == true)
    }

    @Test(.enabled(if: getuid() != 0, "runs as root here, where a read-only directory does not stop writes"))
    func aReadOnlyDirectoryIsReported() async throws {
        let scratch = ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        chmod(scratch.url.path, 0o500)
        let file = scratch.file("db.sqlite")
        let error = await sqliteError { _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator) }
        #expect(error?.kind == .cannotOpen || error?.kind == .readOnly)
        #expect(error?.description.contains(file.path) == true)
    }

    /// What a read-only directory does for other users, shown where chmod
    /// cannot (as root): SQLite refuses the write with SQLITE_READONLY.
    @Test func aWriteToADatabaseOpenedReadOnlyIsReported() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try await NotesSchema.insert("before", into: SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator))
        let readOnly = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator, configuration: SQLiteConfiguration(readOnly: true)
        )
        #expect(try await NotesSchema.count(in: readOnly) == 1)
        let error = await sqliteError { try await NotesSchema.insert("after", into: readOnly) }
        #expect(error?.kind == .readOnly)
        #expect(error?.path == file.path)
    }

    /// A real SQLITE_FULL, from the size limit rather than a full disk (which a
    /// test cannot make without mounting a small file system).
    @Test func aFullDatabaseIsReportedAndTheWriteRolledBack() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        try await NotesSchema.insert("small", into: database)
        let error = await sqliteError { try await NotesSchema.insertPastTheSizeLimit(into: database) }
        #expect(error?.kind == .diskFull)
        #expect(error?.path == file.path)
        #expect(try await NotesSchema.count(in: database) == 1)
    }
}
