import GRDB
import MarqueeSQLite

/// What the database holds about seats, read with plain SQL, to check that
/// nothing was half-written.
struct SeatLedger: Equatable, CustomStringConvertible {
    let seatsSold: Int
    /// Seats held by orders not cancelled.
    let orderedSeats: Int
    let orders: Int
    let ordersWithoutLines: Int
    let integrity: [String]

    static func read(from database: SQLiteDatabase) async throws -> SeatLedger {
        let integrity = try await database.integrityCheck()
        return try await database.read { db in
            SeatLedger(
                seatsSold: try Int.fetchOne(db, sql: "SELECT coalesce(sum(seats_sold), 0) FROM screening") ?? -1,
                orderedSeats: try Int.fetchOne(
                    db,
                    sql: """
                        SELECT coalesce(sum(quantity), 0) FROM order_line
                        JOIN "order" ON "order".id = order_line.order_id WHERE "order".status != 'cancelled'
                        """) ?? -1,
                orders: try Int.fetchOne(db, sql: "SELECT count(*) FROM \"order\"") ?? -1,
                ordersWithoutLines: try Int.fetchOne(
                    db,
                    sql: """
                        SELECT count(*) FROM "order" WHERE id NOT IN (SELECT order_id FROM order_line)
                        """) ?? -1,
                integrity: integrity
            )
        }
    }

    /// The orders whose identifier starts with `prefix-`.
    static func orders(prefixed prefix: String, in database: SQLiteDatabase) async throws -> Int {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \"order\" WHERE id LIKE ?", arguments: ["\(prefix)-%"])
                ?? -1
        }
    }

    var description: String {
        "seatsSold=\(seatsSold) orderedSeats=\(orderedSeats) orders=\(orders) "
            + "ordersWithoutLines=\(ordersWithoutLines) integrity=\(integrity)"
    }
}
