import Foundation
import GRDB
import MarqueeSQLite
import Testing

/// ``SQLiteConfiguration/groupCommit``: writes that wait while another
/// commits share the next transaction, each in a savepoint of its own.
@Suite struct SQLiteGroupCommitTests {
    private func open(_ file: URL, busyTimeout: Duration = .seconds(5)) throws -> SQLiteDatabase {
        try SQLiteDatabase(
            at: .file(file), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(busyTimeout: busyTimeout, concurrentReads: true, groupCommit: true))
    }

    /// Counts the transactions the writer's connection commits.
    private final class CommitCounter: TransactionObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var commits = 0
        var count: Int { lock.withLock { commits } }
        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
        func databaseDidChange(with event: DatabaseEvent) {}
        func databaseDidCommit(_ db: Database) { lock.withLock { commits += 1 } }
        func databaseDidRollback(_ db: Database) {}
    }

    @Test func manyWritesAtOnceAreAllCommittedEachWithItsOwnResult() async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"))
        // Each write sleeps a little inside its transaction, so the writes
        // that arrive meanwhile wait for the next commit together.
        let returned = try await withThrowingTaskGroup(of: Int64.self) { group in
            for index in 0..<200 {
                group.addTask {
                    try await database.write { db in
                        usleep(200)
                        try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["n\(index)"])
                        return db.lastInsertedRowID
                    }
                }
            }
            return try await group.reduce(into: Set<Int64>()) { $0.insert($1) }
        }
        // Every caller got its own row's id: its own result, not a neighbour's.
        #expect(returned.count == 200)
        let rows = try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, text FROM note").map { ($0["id"] as Int64, $0["text"] as String) }
        }
        #expect(Set(rows.map(\.0)) == returned)
        #expect(Set(rows.map(\.1)) == Set((0..<200).map { "n\($0)" }))
        #expect(try await database.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
    }

    @Test func writesThatWaitTogetherShareOneCommit() async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"))
        let counter = CommitCounter()
        // Registered from inside a write, on the writer's own connection.
        try await database.write { db in db.add(transactionObserver: counter, extent: .observerLifetime) }
        let before = counter.count
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    try await database.write { db in
                        usleep(500)
                        try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["n\(index)"])
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await NotesSchema.count(in: database) == 100)
        let transactions = counter.count - before
        // Not one per write: the first runs alone, the rest arrive while it
        // commits and go together (how many groups depends on scheduling).
        #expect(transactions >= 1)
        #expect(transactions < 100, "\(transactions) transactions for 100 writes")
    }

    @Test func withoutGroupCommitEachWriteIsItsOwnTransaction() async throws {
        let scratch = ScratchDirectory()
        let database = try SQLiteDatabase(
            at: .file(scratch.file("db.sqlite")), migrator: NotesSchema.migrator,
            configuration: SQLiteConfiguration(concurrentReads: true))
        let counter = CommitCounter()
        try await database.write { db in db.add(transactionObserver: counter, extent: .observerLifetime) }
        let before = counter.count
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<20 {
                group.addTask { try await NotesSchema.insert("n\(index)", into: database) }
            }
            try await group.waitForAll()
        }
        #expect(counter.count - before == 20)
    }

    @Test func aWriteThatThrowsUndoesOnlyItsOwnChanges() async throws {
        struct Refused: Error, Equatable { let index: Int }
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"))
        let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<60 {
                group.addTask {
                    do {
                        try await database.write { db in
                            try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["n\(index)"])
                            usleep(200)
                            // Every third write changes its mind after writing.
                            if index % 3 == 0 { throw Refused(index: index) }
                        }
                        return (index, true)
                    } catch let error as Refused {
                        return (index, error.index != index)  // its own error, not another's
                    } catch {
                        return (index, true)
                    }
                }
            }
            return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        let texts = try await database.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") }
        #expect(Set(texts) == Set((0..<60).filter { $0 % 3 != 0 }.map { "n\($0)" }))
        #expect(outcomes.filter { $0.key % 3 == 0 }.allSatisfy { !$0.value }, "each refused write got its own error")
        #expect(outcomes.filter { $0.key % 3 != 0 }.allSatisfy { $0.value })
    }

    @Test func aSQLErrorInOneWriteLeavesTheOthersCommitted() async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"))
        try await database.write { db in try db.execute(sql: "INSERT INTO note (id, text) VALUES (1, 'first')") }
        let duplicate = Task {
            try await database.write { db in
                try db.execute(sql: "INSERT INTO note (id, text) VALUES (2, 'lost')")
                try db.execute(sql: "INSERT INTO note (id, text) VALUES (1, 'again')")  // the primary key is taken
            }
        }
        let fine = Task {
            try await database.write { db in try db.execute(sql: "INSERT INTO note (id, text) VALUES (3, 'kept')") }
        }
        let error = await sqliteError { try await duplicate.value }
        try await fine.value
        #expect(error?.kind == .statementFailed, "\(String(describing: error))")
        let texts = try await database.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
        #expect(texts == ["first", "kept"])
    }

    @Test func whenTheTransactionCannotBeginEveryWriteInItFailsAndNothingIsWritten() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let database = try open(file, busyTimeout: .milliseconds(300))
        var holderConfiguration = Configuration()
        holderConfiguration.allowsUnsafeTransactions = true
        let holder = try DatabaseQueue(path: file.path, configuration: holderConfiguration)
        try holder.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        let errors = await withTaskGroup(of: SQLiteError?.self) { group in
            for index in 0..<10 {
                group.addTask { await sqliteError { try await NotesSchema.insert("blocked \(index)", into: database) } }
            }
            return await group.reduce(into: [SQLiteError?]()) { $0.append($1) }
        }
        try holder.inDatabase { db in try db.execute(sql: "ROLLBACK") }
        #expect(errors.count == 10)
        #expect(errors.allSatisfy { $0?.kind == .locked }, "\(errors)")
        #expect(try await NotesSchema.count(in: database) == 0)
        // And the queue is not stuck: the next write goes through.
        try await NotesSchema.insert("free again", into: database)
        #expect(try await NotesSchema.count(in: database) == 1)
    }

    @Test func aFullDatabaseFailsTheWriteAndTheNextOneGoesThrough() async throws {
        let scratch = ScratchDirectory()
        let file = scratch.file("db.sqlite")
        let database = try open(file)
        try await NotesSchema.insert("small", into: database)
        let error = await sqliteError { try await NotesSchema.insertPastTheSizeLimit(into: database) }
        #expect(error?.kind == .diskFull)
        #expect(error?.path == file.path)
        #expect(try await NotesSchema.count(in: database) == 1)
        try await NotesSchema.insert("fits", into: database)
        #expect(try await NotesSchema.count(in: database) == 2)
    }

    @Test func aReadAfterAWriteReturnsSeesIt() async throws {
        let scratch = ScratchDirectory()
        let database = try open(scratch.file("db.sqlite"))
        for index in 0..<50 {
            try await NotesSchema.insert("n\(index)", into: database)
            #expect(try await NotesSchema.count(in: database) == index + 1)
        }
    }
}
