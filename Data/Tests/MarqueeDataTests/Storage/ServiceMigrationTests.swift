import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeSQLite
import Testing

/// Migration v7 on a file written by the version before it: desks become
/// clerks, orders keep their customers (a customer deleted before gets a row
/// without a name, so the new foreign key holds), nothing is lost.
@Suite struct ServiceMigrationTests {
    @Test func aFileOfTheVersionBeforeKeepsEveryRowAndGainsItsKeys() async throws {
        let queue = try DatabaseQueue()
        try MarqueeSchema.migrator.migrate(queue, upTo: "v6: desks")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO user (id, name, normalized_name) VALUES ('u-ash', 'Ash', 'ash');
                    INSERT INTO screening VALUES ('s1', 348, 'Alien', 'A', 4000000000, 117, 10, 1250, 'EUR', 3);
                    INSERT INTO "order" VALUES ('o1', 'u-ash', 100, 'paid', 200);
                    INSERT INTO order_line VALUES ('o1', 0, 's1', 1, 1250, 'EUR');
                    INSERT INTO "order" VALUES ('o2', 'u-gone', 100, 'paid', 200);
                    INSERT INTO order_line VALUES ('o2', 0, 's1', 2, 1250, 'EUR');
                    INSERT INTO desk VALUES ('front-1', 'front-1', 'ab', 100, NULL);
                    """)
        }
        try MarqueeSchema.migrator.migrate(queue)
        let (roles, orphans, violations, orders) = try queue.read { db in
            (
                try String.fetchAll(db, sql: "SELECT role FROM desk"),
                try Row.fetchAll(db, sql: "SELECT id, name, normalized_name, deleted FROM user WHERE id = 'u-gone'"),
                try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"),
                try String.fetchAll(db, sql: "SELECT id FROM \"order\" ORDER BY id")
            )
        }
        #expect(roles == ["clerk"])
        #expect(orphans.count == 1)
        #expect(orphans.first?["deleted"] == 1)
        #expect((orphans.first?["normalized_name"] as String?) == nil)
        #expect(violations.isEmpty, "\(violations)")
        #expect(orders == ["o1", "o2"])
    }

    @Test func aDeletedCustomerKeepsTheirOrdersAndFreesTheirName() async throws {
        let database = try MarqueeDatabase.open(at: .inMemory)
        let users = SQLiteUserRepository(database: database)
        let store = SQLiteBoxOfficeStore(database: database)
        let ash = User(id: try UserID("u-ash"), name: try UserName("Ash"))
        try await users.save(ash)
        let screening = try Screening(
            id: ScreeningID("s1"), movieID: MovieID(348), movieTitle: "Alien", hall: Hall("A"),
            startsAt: Timestamp(secondsSinceEpoch: 4_000_000_000), runtimeMinutes: 117, capacity: 10,
            ticketPrice: Money(minorUnits: 1250, currency: .eur))
        try await store.add(screening)
        let order = try Order(
            id: OrderID("o1"), customer: ash.id,
            lines: [OrderLine(screeningID: screening.id, quantity: 1, unitPrice: screening.ticketPrice)],
            placedAt: Timestamp(secondsSinceEpoch: 100))
        try await store.place(order)
        _ = try await store.recordPayment(of: order.id, at: Timestamp(secondsSinceEpoch: 200), by: nil)
        try await users.delete(ash.id)
        #expect(try await users.user(withID: ash.id) == nil)
        #expect(try await users.allUsers().isEmpty)
        #expect(try await store.order(withID: order.id)?.customer == ash.id)
        // The name is free again, for someone else.
        try await users.save(User(id: try UserID("u-ash-2"), name: try UserName("ash")))
        #expect(try await users.user(named: UserName("Ash"))?.id.rawValue == "u-ash-2")
        // And an order for the deleted customer is refused by the store itself.
        await #expect(throws: BoxOfficeError.unknownUser(ash.id)) {
            try await store.place(
                Order(
                    id: OrderID("o2"), customer: ash.id,
                    lines: [OrderLine(screeningID: screening.id, quantity: 1, unitPrice: screening.ticketPrice)],
                    placedAt: Timestamp(secondsSinceEpoch: 300)))
        }
    }
}
