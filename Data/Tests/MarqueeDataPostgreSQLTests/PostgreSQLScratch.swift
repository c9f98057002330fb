import MarqueeData
import MarqueeDataPostgreSQL
import MarqueePostgreSQL
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import PostgresNIO

/// A fresh database on the test server with Marquee's schema, for `body`;
/// closed and dropped afterwards.
func withPostgreSQLDatabase(
    parameters: String = "",
    _ body: (PostgreSQLDatabase, PostgreSQLTestServer, PostgreSQLSettings) async throws -> Void
) async throws {
    let server = try PostgreSQLTestServer.required()
    try await server.withFreshDatabase { fresh in
        let settings = try PostgreSQLSettings(url: server.url(forDatabase: fresh.database, parameters: parameters))
        let database = try await MarqueePostgreSQLSchema.open(settings)
        do {
            try await body(database, server, settings)
        } catch {
            await database.close()
            throw error
        }
        await database.close()
    }
}

/// What a PostgreSQL database holds about seats, read with plain SQL (as
/// ``SeatLedger`` does for SQLite), to check that nothing was half-written.
struct PostgreSQLSeatLedger: Equatable, CustomStringConvertible {
    let seatsSold: Int
    /// Seats held by orders not cancelled.
    let orderedSeats: Int
    let orders: Int
    let ordersWithoutLines: Int

    static func read(_ server: PostgreSQLTestServer, _ settings: PostgreSQLSettings) async throws
        -> PostgreSQLSeatLedger
    {
        let row = try await server.rows(
            """
            SELECT
                (SELECT coalesce(sum(seats_sold), 0)::bigint FROM marquee.screenings),
                (SELECT coalesce(sum(quantity), 0)::bigint FROM marquee.order_lines l
                    JOIN marquee.orders o ON o.id = l.order_id WHERE o.status <> 'cancelled'),
                (SELECT count(*) FROM marquee.orders),
                (SELECT count(*) FROM marquee.orders o
                    WHERE NOT EXISTS (SELECT 1 FROM marquee.order_lines l WHERE l.order_id = o.id))
            """,
            in: settings
        ).first
        guard let row else {
            return PostgreSQLSeatLedger(seatsSold: -1, orderedSeats: -1, orders: -1, ordersWithoutLines: -1)
        }
        let (sold, ordered, orders, bare) = try row.decode((Int64, Int64, Int64, Int64).self)
        return PostgreSQLSeatLedger(
            seatsSold: Int(sold), orderedSeats: Int(ordered), orders: Int(orders), ordersWithoutLines: Int(bare))
    }

    var description: String {
        "seatsSold=\(seatsSold) orderedSeats=\(orderedSeats) orders=\(orders) ordersWithoutLines=\(ordersWithoutLines)"
    }
}
