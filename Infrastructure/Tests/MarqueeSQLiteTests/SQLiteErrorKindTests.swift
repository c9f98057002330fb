import Foundation
import GRDB
@testable import MarqueeSQLite
import Testing

/// SQLite's result codes as the driver's error kinds, row by row, and the
/// second look through the file system for the vague ones.
///
/// | Result code | Kind |
/// |---|---|
/// | `NOTADB`, `CORRUPT` | `notADatabase` |
/// | `BUSY`, `LOCKED` | `locked` |
/// | `READONLY` | `readOnly` |
/// | `CANTOPEN`, `PERM`, `AUTH` | `cannotOpen` (a file system mounted read-only: `readOnly`) |
/// | `FULL` | `diskFull` |
/// | `CONSTRAINT` (and its extended codes), `MISMATCH`, `RANGE`, `ERROR`, `TOOBIG` | `statementFailed` |
/// | `IOERR` | `other` (a full disk: `diskFull`; read-only: `readOnly`) |
/// | `NOMEM`, `INTERRUPT`, `MISUSE`, `INTERNAL`, `SCHEMA` | `other` |
/// | an error that is not SQLite's | `other`, described |
/// | an `SQLiteError` | itself |
@Suite struct SQLiteErrorKindTests {
    @Test(arguments: [
        (ResultCode.SQLITE_NOTADB, SQLiteError.Kind.notADatabase), (.SQLITE_CORRUPT, .notADatabase),
        (.SQLITE_BUSY, .locked), (.SQLITE_LOCKED, .locked), (.SQLITE_READONLY, .readOnly),
        (.SQLITE_CANTOPEN, .cannotOpen), (.SQLITE_PERM, .cannotOpen), (.SQLITE_AUTH, .cannotOpen),
        (.SQLITE_FULL, .diskFull), (.SQLITE_CONSTRAINT, .statementFailed),
        (.SQLITE_CONSTRAINT_UNIQUE, .statementFailed), (.SQLITE_MISMATCH, .statementFailed),
        (.SQLITE_RANGE, .statementFailed), (.SQLITE_ERROR, .statementFailed), (.SQLITE_TOOBIG, .statementFailed),
        (.SQLITE_IOERR, .other), (.SQLITE_IOERR_WRITE, .other), (.SQLITE_NOMEM, .other), (.SQLITE_INTERRUPT, .other),
        (.SQLITE_MISUSE, .other), (.SQLITE_INTERNAL, .other), (.SQLITE_SCHEMA, .other),
    ])
    func eachResultCodeIsOneKind(code: ResultCode, kind: SQLiteError.Kind) {
        let error = SQLiteError.wrapping(
            DatabaseError(resultCode: code, message: "boom"), path: ":memory:", label: "db")
        #expect(error.kind == kind)
        #expect(error.path == ":memory:")
        #expect(error.detail == "SQLite error \(code.rawValue): boom")
    }

    @Test func aVagueCodeOnAFileSystemWithRoomStaysWhatSQLiteSaid() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("any.sqlite").path
        let ioError = SQLiteError.wrapping(DatabaseError(resultCode: .SQLITE_IOERR), path: path, label: "db")
        #expect(ioError.kind == .other)
        let cannotOpen = SQLiteError.wrapping(DatabaseError(resultCode: .SQLITE_CANTOPEN), path: path, label: "db")
        #expect(cannotOpen.kind == .cannotOpen)
    }

    @Test func anErrorThatIsNotSQLitesIsOtherAndTheDriversOwnPassesThrough() {
        struct Surprise: Error, CustomStringConvertible {
            var description: String { "a surprise" }
        }
        let wrapped = SQLiteError.wrapping(Surprise(), path: "/d/db.sqlite", label: "Marquee database")
        #expect(wrapped.kind == .other)
        #expect(wrapped.detail == "a surprise")
        #expect(wrapped.description == "other Marquee database /d/db.sqlite: a surprise")
        let own = SQLiteError(kind: .locked, path: "/elsewhere", detail: "held")
        #expect(SQLiteError.wrapping(own, path: "/d/db.sqlite", label: "x").path == "/elsewhere")
    }

    @Test func everyKindNamesItselfForTheLogs() {
        let kinds: [SQLiteError.Kind] = [
            .notADatabase, .locked, .readOnly, .cannotOpen, .diskFull, .notAFile, .companionOfAnotherUser(path: "/p"),
            .newerSchema(found: 2, supported: 1), .statementFailed, .other,
        ]
        #expect(
            kinds.map(\.description) == [
                "notADatabase", "locked", "readOnly", "cannotOpen", "diskFull", "notAFile", "companionOfAnotherUser",
                "newerSchema", "statementFailed", "other",
            ])
    }

    @Test func aRealConstraintFailureIsAStatementFailureAndRollsBack() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator)
        try await NotesSchema.insert("kept", into: database)
        let error = await sqliteError {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (id, text) VALUES (100, 'first')")
                try db.execute(sql: "INSERT INTO note (id, text) VALUES (100, 'again')")
            }
        }
        #expect(error?.kind == .statementFailed)
        #expect(error?.detail.contains("UNIQUE constraint failed") == true)
        #expect(try await NotesSchema.count(in: database) == 1)
    }

    @Test func aMissingTableIsAStatementFailureOnReadsToo() async throws {
        let database = try SQLiteDatabase(at: .inMemory, migrator: NotesSchema.migrator)
        let error = await sqliteError {
            _ = try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nothing") }
        }
        #expect(error?.kind == .statementFailed)
        #expect(error?.path == ":memory:")
    }
}
