import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import Testing

/// Issue 36: walk-in sales need orders without a customer. A file of the
/// version before keeps every order with its customer, lines, desks, hold
/// and indexes; the foreign key still refuses an unknown customer; and the
/// halls of its screenings are kept with their seats (v12).
@Suite struct WalkInMigrationTests {
    @Test func aFileOfTheVersionBeforeKeepsEveryOrderAndTakesOneWithoutACustomer() async throws {
        let queue = try DatabaseQueue()
        try MarqueeSchema.migrator.migrate(queue, upTo: "v10: cancelled screenings")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO user (id, name, normalized_name) VALUES ('u-ash', 'Ash', 'ash');
                    INSERT INTO screening (id, movie_id, movie_title, hall, starts_at, runtime_minutes, capacity,
                        ticket_price_minor_units, currency, seats_sold, cancelled_at, cancelled_by)
                        VALUES ('s1', 348, 'Alien', 'A', 4000000000, 117, 10, 1250, 'EUR', 3, NULL, NULL);
                    INSERT INTO "order" (id, customer_id, placed_at, placed_by, status, settled_at, settled_by,
                        held_until) VALUES ('o1', 'u-ash', 100, 'front-1', 'unpaid', NULL, NULL, 1000);
                    INSERT INTO order_line VALUES ('o1', 0, 's1', 3, 1250, 'EUR');
                    """)
        }
        try MarqueeSchema.migrator.migrate(queue)
        let (order, indexes, violations) = try await queue.read { db in
            (
                try Row.fetchOne(db, sql: "SELECT * FROM \"order\" WHERE id = 'o1'"),
                try String.fetchAll(
                    db,
                    sql:
                        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'order' AND sql IS NOT NULL ORDER BY name"
                ),
                try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            )
        }
        #expect(order?["customer_id"] == "u-ash" && order?["placed_by"] == "front-1")
        #expect(order?["held_until"] == 1000 && order?["status"] == "unpaid")
        #expect(indexes == ["order_by_customer", "order_by_hold", "order_by_placed_at"])
        #expect(violations.isEmpty, "\(violations)")
        // v12: the screenings' halls are kept with the most seats any had.
        let halls = try await queue.read { db in try Row.fetchAll(db, sql: "SELECT name, seats FROM hall") }
        #expect(halls.count == 1 && halls.first?["name"] == "A" && halls.first?["seats"] == 10)
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO "order" (id, customer_id, placed_at, status, settled_at)
                        VALUES ('o2', NULL, 100, 'paid', 100)
                    """)
        }
        await #expect(throws: DatabaseError.self) {
            try await queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO "order" (id, customer_id, placed_at, status, settled_at)
                            VALUES ('o3', 'u-nobody', 100, 'paid', 100)
                        """)
            }
        }
    }
}
