import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// Rows no domain value can have (a hand-edited file, a bug) are read as a
/// clear storage error, never a crash.
@Suite struct BadRowTests {
    static let screeningColumns = """
        INSERT INTO screening (id, movie_id, movie_title, hall, starts_at, runtime_minutes, capacity,
                               ticket_price_minor_units, currency, seats_sold)
        """

    @Test(arguments: [
        ("negative seats", "VALUES ('bad', 348, 'Alien', 'A', 0, 117, 10, 1250, 'EUR', -1)"),
        ("more seats sold than the hall has", "VALUES ('bad', 348, 'Alien', 'A', 0, 117, 10, 1250, 'EUR', 11)"),
        ("an unknown currency", "VALUES ('bad', 348, 'Alien', 'A', 0, 117, 10, 1250, 'euro', 0)"),
        ("a negative price", "VALUES ('bad', 348, 'Alien', 'A', 0, 117, 10, -5, 'EUR', 0)"),
        ("a bad hall", "VALUES ('bad', 348, 'Alien', 'hall A!', 0, 117, 10, 1250, 'EUR', 0)"),
        ("a movie id of zero", "VALUES ('bad', 0, 'Alien', 'A', 0, 117, 10, 1250, 'EUR', 0)"),
    ])
    func aBadScreeningRowIsAStorageError(problem: String, values: String) async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        try await database.write { db in try db.execute(sql: Self.screeningColumns + values) }
        let store = SQLiteBoxOfficeStore(database: database)
        let error = await #expect(throws: BoxOfficeError.self, "\(problem)") {
            _ = try await store.screening(withID: ScreeningID("bad"))
        }
        #expect(error == .storageFailed(StorageFailure(.badRecord(.screening(id: "bad")), place: .file(":memory:"))))
        await #expect(throws: BoxOfficeError.self) { _ = try await store.allScreenings() }
    }

    @Test(arguments: [
        ("an unknown status", "('o1', 'user-ripley', 0, 'reserved', 5)"),
        ("a refunded order without a time", "('o1', 'user-ripley', 0, 'refunded', NULL)"),
        ("a paid order without a time", "('o1', 'user-ripley', 0, 'paid', NULL)"),
    ])
    func aBadOrderRowIsAStorageError(problem: String, values: String) async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        let store = SQLiteBoxOfficeStore(database: database)
        try await store.add(BoxOfficeFixtures.screening("s1"))
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO user (id, name, normalized_name) VALUES ('user-ripley', 'ripley', 'ripley')")
            try db.execute(
                sql: "INSERT INTO \"order\" (id, customer_id, placed_at, status, settled_at) VALUES \(values)")
            try db.execute(
                sql: """
                    INSERT INTO order_line (order_id, position, screening_id, quantity, unit_price_minor_units, currency)
                    VALUES ('o1', 0, 's1', 1, 1250, 'EUR')
                    """)
        }
        let error = await #expect(throws: BoxOfficeError.self, "\(problem)") {
            _ = try await store.order(withID: OrderID("o1"))
        }
        #expect(error == .storageFailed(StorageFailure(.badRecord(.order(id: "o1")), place: .file(":memory:"))))
    }

    @Test func anOrderWithoutLinesIsAStorageError() async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        try await database.write { db in
            try db.execute(sql: "INSERT INTO user (id, name, normalized_name) VALUES ('u', 'ripley', 'ripley')")
            try db.execute(
                sql: "INSERT INTO \"order\" (id, customer_id, placed_at, status) VALUES ('o1', 'u', 0, 'unpaid')")
        }
        let error = await #expect(throws: BoxOfficeError.self) {
            _ = try await SQLiteBoxOfficeStore(database: database).orders(for: UserID("u"))
        }
        #expect(error == .storageFailed(StorageFailure(.badRecord(.order(id: "o1")), place: .file(":memory:"))))
    }

    @Test func aBadUserRowIsAStorageError() async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        try await database.write { db in
            try db.execute(sql: "INSERT INTO user (id, name, normalized_name) VALUES ('u1', 'x', 'x')")
        }
        let users = SQLiteUserRepository(database: database)
        await #expect(throws: AccountsError.self) { _ = try await users.allUsers() }
        do {
            _ = try await users.user(withID: UserID("u1"))
            Issue.record("read a user named 'x'")
        } catch {
            #expect(error == .storageFailed(StorageFailure(.badRecord(.user(id: "u1")), place: .file(":memory:"))))
        }
    }
}
