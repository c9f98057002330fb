import Foundation
import GRDB
import MarqueeSQLite
import Testing

/// A database's revision changes with every commit, its own or another
/// connection's, and with nothing else: what lets the service keep an answer.
/// Each holds with one connection and with readers of their own.
@Suite struct SQLiteRevisionTests {
    private func open(_ file: URL, concurrentReads: Bool) throws -> SQLiteDatabase {
        try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(concurrentReads: concurrentReads))
    }

    @Test(arguments: [false, true]) func readsLeaveTheRevisionAsItWas(concurrentReads: Bool) async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"), concurrentReads: concurrentReads)
        let before = try await database.revision()
        _ = try await NotesSchema.count(in: database)
        #expect(try await database.revision() == before)
    }

    @Test(arguments: [false, true]) func eachOwnCommitMovesIt(concurrentReads: Bool) async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"), concurrentReads: concurrentReads)
        let before = try await database.revision()
        try await NotesSchema.insert("one", into: database)
        let after = try await database.revision()
        #expect(after != before)
        try await NotesSchema.insert("two", into: database)
        #expect(try await database.revision() != after)
    }

    @Test(arguments: [false, true]) func anotherConnectionsCommitMovesIt(concurrentReads: Bool) async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let server = try open(file, concurrentReads: concurrentReads)
        let other = try SQLiteDatabase(at: .file(file), migrator: NotesSchema.migrator)
        let before = try await server.revision()
        try await NotesSchema.insert("from another process", into: other)
        #expect(try await server.revision() != before)
    }

    @Test(arguments: [false, true]) func aRolledBackWriteLeavesIt(concurrentReads: Bool) async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"), concurrentReads: concurrentReads)
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
