import Foundation
import GRDB
import MarqueeSQLite
import MarqueeInfrastructureTesting
import Testing

/// A full disk and a read-only file system, met for real on a small `tmpfs`.
@Suite(.serialized, .enabled(if: TemporaryFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
struct SQLiteFileSystemFaultTests {
    /// Waits up to 5 s until `folder`'s file system has 256 KiB free again.
    static func waitForRoom(in folder: URL) async {
        for _ in 0..<100 {
            var info = statvfs()
            if statvfs(folder.path, &info) == 0, UInt64(info.f_bavail) * UInt64(info.f_frsize) >= 256 * 1024 { return }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func aFullDiskIsReportedAsFullAndTheWriteRolledBack() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 1024)
        let file = fileSystem.url.appendingPathComponent("db.sqlite")
        try await Self.createNotes(["before"], at: file, migrator: NotesSchema.migrator)
        let filler = try fileSystem.fill()

        // A new process meets the full disk while SQLite sets up its shared
        // memory file, which it reports only as "disk I/O error".
        let error = await sqliteError {
            let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
            try await NotesSchema.insert(String(repeating: "x", count: 200_000), into: database)
        }

        #expect(error?.kind == .diskFull, "\(String(describing: error))")
        #expect(error?.path == file.path)
        try FileManager.default.removeItem(at: filler)
        // The refused open's connection can close a moment later on a loaded
        // machine, holding its log and shared memory until then (seen once:
        // "less than 64 KiB free" after the filler was gone).
        await Self.waitForRoom(in: fileSystem.url)
        let database = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        #expect(try await NotesSchema.count(in: database) == 1)
        #expect(try await database.integrityCheck() == ["ok"])
        try await NotesSchema.insert("after freeing space", into: database)
        #expect(try await NotesSchema.count(in: database) == 2)
    }

    @Test func aDatabaseOnAFullDiskIsReadAndRefusesWritesAsFull() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 1024)
        let file = fileSystem.url.appendingPathComponent("db.sqlite")
        try await Self.createNotes(["one", "two"], at: file, migrator: NotesSchema.migrator)
        let filler = try fileSystem.fill()
        defer { try? FileManager.default.removeItem(at: filler) }

        let database = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(readsWhenNotWritable: true))
        #expect(try await NotesSchema.count(in: database) == 2)
        #expect(database.writeRefusal?.kind == .diskFull)
        let error = await sqliteError { try await NotesSchema.insert("three", into: database) }
        #expect(error?.kind == .diskFull, "\(String(describing: error))")
        #expect(try await NotesSchema.count(in: database) == 2)
    }

    @Test func aDatabaseOnAReadOnlyFileSystemIsReadAndRefusesWrites() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 1024)
        let file = fileSystem.url.appendingPathComponent("db.sqlite")
        try await Self.createNotes(["one", "two"], at: file, migrator: NotesSchema.migrator)
        try fileSystem.makeReadOnly()

        let database = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(readsWhenNotWritable: true)
        )
        #expect(try await NotesSchema.count(in: database) == 2)
        #expect(database.configuration.readOnly)
        #expect(database.writeRefusal?.kind == .readOnly)
        #expect(database.writeRefusal?.detail == "read-only file system")
        let error = await sqliteError { try await NotesSchema.insert("three", into: database) }

        #expect(error?.kind == .readOnly, "\(String(describing: error))")
        #expect(error?.path == file.path)
        #expect(try await NotesSchema.count(in: database) == 2)
    }

    @Test func withoutReadingWhenNotWritableAReadOnlyFileSystemIsRefusedAsReadOnly() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 1024)
        let file = fileSystem.url.appendingPathComponent("db.sqlite")
        try await Self.createNotes(["one"], at: file, migrator: NotesSchema.migrator)
        try fileSystem.makeReadOnly()

        let error = await sqliteError { _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator) }

        #expect(error?.kind == .readOnly)
        #expect(error?.kind == .readOnly)
        #expect(error?.detail == "read-only file system")
    }

    @Test func aReadOnlyDatabaseThatNeedsAnUpgradeIsRefusedNotHalfRead() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 1024)
        let file = fileSystem.url.appendingPathComponent("db.sqlite")
        try await Self.createNotes(["one"], at: file, migrator: NotesSchema.migrator)
        try fileSystem.makeReadOnly()

        let error = await sqliteError {
            _ = try SQLiteDatabase(
                at: .file(file), migrator: NotesSchema.migratorV2,
                configuration: SQLiteConfiguration(readsWhenNotWritable: true)
            )
        }

        #expect(error?.kind == .readOnly)
        #expect(error?.detail.contains("an older schema that cannot be upgraded here") == true)
    }

    @Test func aNewFileOnAReadOnlyFileSystemIsReportedAsReadOnly() async throws {
        let fileSystem = try TemporaryFileSystem(kibibytes: 64)
        try fileSystem.makeReadOnly()
        let file = fileSystem.url.appendingPathComponent("db.sqlite")

        let error = await sqliteError {
            _ = try SQLiteDatabase(
                at: .file(file), migrator: NotesSchema.migrator,
                configuration: SQLiteConfiguration(readsWhenNotWritable: true)
            )
        }

        #expect(error?.kind == .readOnly)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// Writes `notes` to a new database at `file` and closes it, so the file
    /// system can be remounted read-only.
    private static func createNotes(_ notes: [String], at file: URL, migrator: DatabaseMigrator) async throws {
        let database = try SQLiteDatabase(at: .file(file), migrator: migrator)
        for note in notes { try await NotesSchema.insert(note, into: database) }
    }
}
