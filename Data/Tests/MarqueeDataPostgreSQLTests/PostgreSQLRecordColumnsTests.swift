import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePostgreSQL
import MarqueePostgreSQLTesting
import PostgresNIO
import Testing

/// A record's columns, named once, on a real server: the store writes them
/// with bound values and reads them back by name; a row that lacks one is a
/// clear error.
@Suite(.enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason)))
struct PostgreSQLRecordColumnsTests {
    @Test func anOrderIsWrittenAndReadColumnByColumn() async throws {
        try await withPostgreSQLDatabase { database, _, _ in
            let store = PostgreSQLBoxOfficeStore(database: database)
            let screening = try BoxOfficeFixtures.screening("s1")
            try await store.add(screening)
            let order = try Order(
                id: OrderID("o-1"), customer: nil,
                lines: [OrderLine(screeningID: screening.id, quantity: 2, unitPrice: screening.ticketPrice)],
                placedAt: SharedFixtures.now, placedBy: DeskName("front-1"), heldUntil: SharedFixtures.now(plus: 15),
                status: .unpaid)
            try await store.place(order)
            #expect(try await store.order(withID: OrderID("o-1")) == order)

            let read = try await database.read { connection, logger in
                try await connection.query(
                    "SELECT \(unescaped: OrderRecord.columnList) FROM marquee.orders", logger: logger
                ).collect().map { try OrderRecord(columnsOf: $0).storedValues.map(\.value) }
            }
            #expect(read == [OrderRecord(order).storedValues.map(\.value)])
            #expect(read.first?[1] == .null, "a walk-in's customer is NULL")

            await #expect(throws: UnreadableRow(column: "customer_id")) {
                try await database.read { connection, logger in
                    try await connection.query("SELECT id FROM marquee.orders", logger: logger).collect()
                        .map { try OrderRecord(columnsOf: $0).id }
                }
            }
        }
    }
}
