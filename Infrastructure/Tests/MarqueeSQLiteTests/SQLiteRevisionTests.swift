import Foundation
import GRDB
import MarqueeSQLite
import Testing

/// A database's revision changes with every commit, its own or another
/// connection's, and with nothing else: what lets the service keep an answer.
@Suite struct SQLiteRevisionTests {
    @Test func readsLeaveTheRevisionAsItWas() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator)
        let before = try await database.revision()
        _ = try await NotesSchema.count(in: database)
        #expect(try await database.revision() == before)
    }

    @Test func eachOwnCommitMovesIt() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator)
        let before = try await database.revision()
        try await NotesSchema.insert("one", into: database)
        let after = try await database.revision()
        #expect(after != before)
        try await NotesSchema.insert("two", into: database)
        #expect(try await database.revision() != after)
    }

    @Test func anotherConnectionsCommitMovesIt() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let server = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let other = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let before = try await server.revision()
        try await NotesSchema.insert("from another process", into: other)
        #expect(try await server.revision() != before)
    }

    @Test func aRolledBackWriteLeavesIt() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator)
        let before = try await database.revision()
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('undone')")
                throw Refused()
            }
        }
        #expect(try await database.revision() == before)
        #expect(try await NotesSchema.count(in: database) == 0)
    }

    @Test func itReadsAsEntityTagSafeText() async throws {
        let database = try SQLiteDatabase(at: .inMemory, migrator: NotesSchema.migrator)
        let text = try await database.revision().description
        #expect(text.allSatisfy { $0.isNumber || $0 == "." })
    }
}
