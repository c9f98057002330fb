import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// The SQLite driver's errors as the stores report them: one `StorageFailure`
/// reason per kind, at the file's path, through every store.
///
/// | `SQLiteError.Kind` | `StorageFailure.Reason` | Reached for real by |
/// |---|---|---|
/// | `notADatabase` | `damaged` | (see `MarqueeDatabaseTests`) |
/// | `locked` | `busy` | another connection holding the write lock past the busy timeout |
/// | `readOnly` | `readOnly` | a database opened read-only |
/// | `cannotOpen` | `cannotOpen` | |
/// | `diskFull` | `diskFull` | the database's page limit |
/// | `notAFile` | `notAFile` | |
/// | `companionOfAnotherUser(path)` | `companionOfAnotherUser(path)` | |
/// | `newerSchema(found, supported)` | `newerVersion(found, supported)` | |
/// | `statementFailed` | `refused("statement")` | a table dropped behind the store's back |
/// | `other` | `refused("sqlite")` | |
/// | an error that is not the driver's | `refused("unexpected")`, at the store's file | |
/// | a failure placed `unknown` | placed at the store's file | a bad row |
@Suite struct StorageFailureMappingTests {
    @Test(arguments: [
        (SQLiteError.Kind.notADatabase, StorageFailure.Reason.damaged), (.locked, .busy), (.readOnly, .readOnly),
        (.cannotOpen, .cannotOpen), (.diskFull, .diskFull), (.notAFile, .notAFile),
        (.companionOfAnotherUser(path: "/d/m.sqlite-wal"), .companionOfAnotherUser(path: "/d/m.sqlite-wal")),
        (.newerSchema(found: 7, supported: 5), .newerVersion(found: 7, supported: 5)),
        (.statementFailed, .refused(code: "statement")), (.other, .refused(code: "sqlite")),
    ])
    func eachKindOfDriverErrorIsOneReasonAtTheFile(kind: SQLiteError.Kind, reason: StorageFailure.Reason) {
        let failure = StorageFailure(SQLiteError(kind: kind, path: "/d/m.sqlite", detail: "x"))
        #expect(failure == StorageFailure(reason, place: .file("/d/m.sqlite")))
    }

    @Test func anErrorThatIsNotTheDriversIsARefusalAtTheStoresFile() {
        struct Surprise: Error {}
        #expect(
            StorageFailure.from(Surprise(), path: "/d/m.sqlite")
                == StorageFailure(.refused(code: "unexpected"), place: .file("/d/m.sqlite")))
        let driver = SQLiteError(kind: .locked, path: "/elsewhere.sqlite", detail: "x")
        #expect(
            StorageFailure.from(driver, path: "/d/m.sqlite") == StorageFailure(.busy, place: .file("/elsewhere.sqlite"))
        )
    }

    @Test func onlyAFailureThatDidNotKnowWhereItWasIsPlaced() {
        let unplaced = StorageFailure(.damaged, place: .unknown)
        #expect(unplaced.placed(at: .file("/d")) == StorageFailure(.damaged, place: .file("/d")))
        let placed = StorageFailure(.damaged, place: .memory)
        #expect(placed.placed(at: .file("/d")) == placed)
    }

    // MARK: Through the stores, with real files

    /// The database at `file`, opened for reading only.
    private func readOnly(_ file: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase(
            at: .file(file), migrator: MarqueeSchema.migrator,
            configuration: SQLiteConfiguration(readOnly: true, label: MarqueeDatabase.label))
    }

    @Test func everyStoreReportsAReadOnlyFileAsReadOnlyAtItsPath() async throws {
        try await withScratchDatabase { database, file in
            try await SQLiteUserRepository(database: database).save(AccountsFixtures.ripley)
            let readOnly = try readOnly(file)
            let expected = StorageFailure(.readOnly, place: .file(file.path))
            await #expect(throws: AccountsError.storageFailed(expected)) {
                try await SQLiteUserRepository(database: readOnly).save(AccountsFixtures.dallas)
            }
            await #expect(throws: BoxOfficeError.storageFailed(expected)) {
                try await SQLiteBoxOfficeStore(database: readOnly).add(BoxOfficeFixtures.screening())
            }
            await #expect(throws: CatalogError.storageFailed(expected)) {
                try await SQLiteMovieQueriesRepository(database: readOnly).save(MovieQuery("alien"))
            }
            // Reads still work, and nothing was written.
            #expect(try await SQLiteUserRepository(database: readOnly).allUsers() == [try AccountsFixtures.ripley])
        }
    }

    @Test func aLockHeldPastTheBusyTimeoutIsBusyAtThePath() async throws {
        try await withScratchDatabase { database, file in
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            let holder = try DatabaseQueue(path: file.path, configuration: configuration)
            try holder.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            defer { try? holder.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
            let impatient = try MarqueeDatabase.open(at: .file(file), busyTimeout: .milliseconds(100))
            await #expect(throws: AccountsError.storageFailed(StorageFailure(.busy, place: .file(file.path)))) {
                try await SQLiteUserRepository(database: impatient).save(AccountsFixtures.ripley)
            }
            await #expect(throws: BoxOfficeError.storageFailed(StorageFailure(.busy, place: .file(file.path)))) {
                try await SQLiteBoxOfficeStore(database: impatient).add(BoxOfficeFixtures.screening())
            }
            #expect(try await SQLiteUserRepository(database: database).allUsers().isEmpty)
        }
    }

    @Test func aTableDroppedBehindTheStoresBackIsAStatementRefusal() async throws {
        try await withScratchDatabase { database, file in
            try await database.write { db in try db.execute(sql: "DROP TABLE recent_query") }
            let expected = StorageFailure(.refused(code: "statement"), place: .file(file.path))
            await #expect(throws: CatalogError.storageFailed(expected)) {
                try await SQLiteMovieQueriesRepository(database: database).save(MovieQuery("alien"))
            }
            await #expect(throws: CatalogError.storageFailed(expected)) {
                try await SQLiteMovieQueriesRepository(database: database).recentQueries(limit: 10)
            }
        }
    }

    @Test func aFullDatabaseIsDiskFullAtItsPath() async throws {
        try await withScratchDatabase { database, file in
            // The page limit is the connection's: the store's own connection gets it.
            try await database.write { db in
                let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
                try db.execute(sql: "PRAGMA max_page_count = \(pages + 1)")
            }
            let repository = SQLiteMovieQueriesRepository(database: database, capacity: 100_000)
            await #expect(throws: CatalogError.storageFailed(StorageFailure(.diskFull, place: .file(file.path)))) {
                for index in 0..<2_000 {
                    try await repository.save(MovieQuery("a query long enough to fill pages, number \(index)"))
                }
            }
        }
    }

    // MARK: A storage that could not be opened

    @Test func unavailableStorageReportsItsFailureFromEveryPort() async throws {
        let failure = StorageFailure(.cannotOpen, place: .file("/nowhere/marquee.sqlite"))
        let storage = UnavailableStorage(failure)
        let user = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening()
        let order = try BoxOfficeFixtures.order(customer: user.id, screening: screening)
        let accounts: [@Sendable () async throws -> Void] = [
            { try await storage.save(user) }, { _ = try await storage.user(withID: user.id) },
            { _ = try await storage.user(named: user.name) }, { try await storage.delete(user.id) },
            { _ = try await storage.allUsers() },
        ]
        for call in accounts { await #expect(throws: AccountsError.storageFailed(failure)) { try await call() } }
        let boxOffice: [@Sendable () async throws -> Void] = [
            { try await storage.add(screening) }, { _ = try await storage.screening(withID: screening.id) },
            { _ = try await storage.screenings(withIDs: [screening.id]) },
            { _ = try await storage.screenings(startingAfter: .epoch) }, { _ = try await storage.allScreenings() },
            { _ = try await storage.screenings(in: screening.hall) }, { try await storage.place(order) },
            { _ = try await storage.recordPayment(of: order.id, at: .epoch, by: nil) },
            { _ = try await storage.recordCancellation(of: order.id, at: .epoch, by: nil, allowingRefund: true) },
            { _ = try await storage.order(withID: order.id) }, { _ = try await storage.orders(for: user.id) },
            { _ = try await storage.hasUnpaidOrders(for: user.id) }, { _ = try await storage.hasSample() },
            { try await storage.storeSample(SampleCinema(customers: [], screenings: [], orders: [])) },
            { _ = try await storage.removeSample() },
        ]
        for call in boxOffice { await #expect(throws: BoxOfficeError.storageFailed(failure)) { try await call() } }
        let catalog: [@Sendable () async throws -> Void] = [
            { try await storage.save(MovieQuery("alien")) }, { _ = try await storage.recentQueries(limit: 1) },
            { _ = try await storage.usage() }, { _ = try await storage.clear() },
        ]
        for call in catalog { await #expect(throws: CatalogError.storageFailed(failure)) { try await call() } }
    }

    @Test func anAnswerThatCannotBeCachedSaysSo() async throws {
        let failure = StorageFailure(.readOnly, place: .file("/ro/marquee.sqlite"))
        let source = UncachedMoviesRepository(try OfflineCatalogMoviesRepository.bundled(), failure: failure)
        let page = try await source.searchMovies(MovieQuery("alien"), page: .first)
        #expect(page.warnings == [.answerNotCached(failure)])
        let movie = try await source.movieDetails(MovieID(348))
        #expect(movie.warnings == [.answerNotCached(failure)])
        let unknown = try MovieID(999_999_999)
        await #expect(throws: CatalogError.movieNotFound(unknown)) { try await source.movieDetails(unknown) }
    }
}
