import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeSQLite
import Testing

/// A record's columns, named once, read and written by both stores: the
/// values as stored, and rows that do not fit read as a clear error (the
/// PostgreSQL side runs against a real server in its contract tests).
@Suite struct RecordColumnsTests {
    static let walkIn = OrderRecord(
        id: "o-1", customerID: nil, placedAt: 1_800_000_000, placedBy: "front-1", heldUntil: 1_800_000_900,
        status: "unpaid", settledAt: nil)

    @Test func aRecordIsStoredAsItsColumnsInOrderWithNullForNone() {
        let stored = Self.walkIn.storedValues
        #expect(
            stored.map(\.column) == [
                "id", "customer_id", "placed_at", "placed_by", "held_until", "status", "settled_at", "settled_by",
            ])
        #expect(
            stored.map(\.value) == [
                .text("o-1"), .null, .integer(1_800_000_000), .text("front-1"), .integer(1_800_000_900),
                .text("unpaid"),
                .null, .null,
            ])
        #expect(
            OrderRecord.columnList
                == "id, customer_id, placed_at, placed_by, held_until, status, settled_at, settled_by")
    }

    @Test func theColumnsReadBackTheSameRecord() throws {
        let values = Dictionary(uniqueKeysWithValues: Self.walkIn.storedValues.map { ($0.column, $0.value) })
        let read = try OrderRecord { values[$0] }
        #expect(read.storedValues.map(\.value) == Self.walkIn.storedValues.map(\.value))
    }

    @Test(arguments: [
        ("a missing column", "placed_by", nil),
        ("text where a number belongs", "placed_at", ColumnValue.text("yesterday")),
        ("a number where text belongs", "status", .integer(1)),
        ("NULL where the record has no empty value", "id", .null),
        ("text in an optional number", "held_until", .text("soon")),
    ])
    func aRowThatDoesNotFitNamesTheColumn(problem: String, column: String, value: ColumnValue?) {
        var values = Dictionary(uniqueKeysWithValues: Self.walkIn.storedValues.map { ($0.column, $0.value) })
        values[column] = value
        #expect(throws: UnreadableRow(column: column), "\(problem)") { try OrderRecord { values[$0] } }
    }

    @Test func sqliteWritesAndReadsTheColumnsOfARealFile() async throws {
        try await withScratchDatabase { database, _ in
            let store = SQLiteBoxOfficeStore(database: database)
            let screening = try BoxOfficeFixtures.screening("s1")
            try await store.add(screening)
            let order = try Order(
                id: OrderID("o-1"), customer: nil,
                lines: [OrderLine(screeningID: screening.id, quantity: 2, unitPrice: screening.ticketPrice)],
                placedAt: SharedFixtures.now, placedBy: DeskName("front-1"), heldUntil: SharedFixtures.now(plus: 15),
                status: .unpaid)
            try await store.place(order)
            let (customer, placedBy, status) = try await database.read { db in
                let row = try Row.fetchOne(db, sql: "SELECT customer_id, placed_by, status FROM \"order\"")
                return (row?["customer_id"] as DatabaseValue?, row?["placed_by"] as String?, row?["status"] as String?)
            }
            #expect(customer == .null)
            #expect(placedBy == "front-1")
            #expect(status == "unpaid")
            #expect(try await store.order(withID: OrderID("o-1")) == order)
            // A request that selects fewer columns than the record has is an error, not a crash.
            await #expect(throws: UnreadableRow(column: "customer_id")) {
                try await database.read { db in try OrderRecord.select(Column("id")).fetchAll(db) }
            }
        }
    }
}
