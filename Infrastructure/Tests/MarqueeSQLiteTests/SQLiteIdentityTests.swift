import Foundation
import Glibc
import GRDB
import MarqueeSQLite
import Testing

/// Issue 13, finding 6: a file is ours (by `PRAGMA application_id`, or by our
/// migration table for files written before the id) or it is left alone.
@Suite struct SQLiteIdentityTests {
    static let applicationID: Int32 = 0x4D52_5131
    static let configuration = SQLiteConfiguration(label: "Marquee database", applicationID: applicationID)

    @Test func anotherApplicationsSQLiteFileIsReportedAndNeverModified() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try await DatabaseQueue(path: file.path).write { db in
            try db.execute(sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY, path TEXT)")
        }
        let before = try Data(contentsOf: file)

        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        }

        #expect(error?.kind == .notADatabase)
        #expect(error?.path == file.path)
        #expect(try Data(contentsOf: file) == before)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
    }

    @Test func aFileWithAnotherApplicationIDIsReported() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try await DatabaseQueue(path: file.path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = 42; CREATE TABLE grdb_migrations (identifier TEXT)")
        }
        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        }
        #expect(error?.kind == .notADatabase)
    }

    @Test func aNewFileIsStampedWithTheApplicationID() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let database = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        let id = try await database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
        #expect(id == Self.applicationID)
    }

    @Test func anOlderFileOfOursWithoutTheIDIsAdoptedAndStamped() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try await NotesSchema.insert("kept", into: SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator))

        let database = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migratorV2, configuration: Self.configuration)

        #expect(try await NotesSchema.count(in: database) == 1)
        let id = try await database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
        #expect(id == Self.applicationID)
    }

    @Test func aFileWrittenByANewerSchemaIsRefusedNamingBothVersions() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migratorV2, configuration: Self.configuration)
        let before = try Data(contentsOf: file)

        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        }

        #expect(error?.kind == .newerSchema(found: 2, supported: 1))

        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aFileWhoseUserVersionIsNewerIsRefusedAndLeftByteForByte() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        try await DatabaseQueue(path: file.path).write { db in try db.execute(sql: "PRAGMA user_version = 9") }
        let before = try Data(contentsOf: file)

        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        }

        #expect(error?.kind == .newerSchema(found: 9, supported: 1))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aFileWithAnotherApplicationsIDIsRefusedEvenWithoutTables() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        try await DatabaseQueue(path: file.path).write { db in try db.execute(sql: "PRAGMA application_id = 42") }
        let before = try Data(contentsOf: file)

        let error = await sqliteError {
            _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        }

        #expect(error?.kind == .notADatabase)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func anOpenedFileRecordsItsMigrationCountInUserVersion() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migratorV2, configuration: Self.configuration)
        let version = try await DatabaseQueue(path: file.path).read { db in
            try Int.fetchOne(db, sql: "PRAGMA user_version")
        }
        #expect(version == 2)
    }

    @Test func anEmptyFileLeftReadableByOthersIsMadeOwnerOnlyBeforeDataGoesIn() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
        #expect(
            FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o644]))
        _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator, configuration: Self.configuration)
        #expect(try permissions(of: file) == 0o600)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to hand the file to another user"))
    func anotherUsersFileIsOnlyReadAndGetsNoCompanionFiles() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try await NotesSchema.insert("one", into: try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator))
        #expect(chown(file.path, 65534, 65534) == 0)
        chmod(file.path, 0o644)
        chmod(scratch.url.path, 0o777)

        let database = try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(readsWhenNotWritable: true))
        #expect(try await NotesSchema.count(in: database) == 1)
        #expect(database.writeRefusal?.kind == .readOnly)
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: file.path + "-shm"))
    }

    @Test func aPathThatIsADirectoryIsRefusedAsNotAFile() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let error = await sqliteError { _ = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator) }
        #expect(error?.kind == .notAFile)
    }
}
