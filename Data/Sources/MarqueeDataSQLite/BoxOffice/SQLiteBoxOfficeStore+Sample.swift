import GRDB
import MarqueeData
public import MarqueeDomain

/// The sample cinema in the same database: its rows are written in one
/// immediate transaction beside a `sample_row` entry each, and removed the
/// same way, so clearing touches nothing the sample did not write.
extension SQLiteBoxOfficeStore: SampleCinemaStore {
    public func hasSample() async throws(BoxOfficeError) -> Bool {
        try await read { db in try Row.fetchOne(db, sql: "SELECT 1 FROM sample_row LIMIT 1") != nil }
    }

    public func storeSample(_ sample: SampleCinema) async throws(BoxOfficeError) {
        try await write { db in
            guard try Row.fetchOne(db, sql: "SELECT 1 FROM sample_row LIMIT 1") == nil else {
                throw BoxOfficeError.sampleAlreadyLoaded
            }
            for customer in sample.customers {
                let record = UserRecord(customer)
                let taken =
                    try UserRecord.filter(
                        Column("id") == record.id || Column("normalized_name") == record.normalizedName
                    ).isEmpty(db) == false
                guard !taken else {
                    throw BoxOfficeError.storageFailed(
                        StorageFailure(.duplicate(.user(id: customer.id.rawValue)), place: .unknown))
                }
                try record.insert(db)
                try Self.remember("user", customer.id.rawValue, in: db)
            }
            for screening in sample.screenings {
                try Self.insertIfFree(screening, in: db)
                try Self.remember("screening", screening.id.rawValue, in: db)
            }
            for order in sample.orders {
                try Self.insert(order, in: db)
                try Self.remember("order", order.id.rawValue, in: db)
            }
        }
    }

    public func removeSample() async throws(BoxOfficeError) -> SampleRemoval {
        try await write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT kind, id FROM sample_row ORDER BY kind, id")
            guard !rows.isEmpty else { throw BoxOfficeError.noSampleLoaded }
            let ids = { (kind: String) in rows.filter { $0["kind"] == kind }.map { $0["id"] as String } }
            let (customers, screenings, orders) = (ids("user"), ids("screening"), ids("order"))
            try db.execute(
                sql: "DELETE FROM \"order\" WHERE id IN (SELECT id FROM sample_row WHERE kind = 'order')")
            var screeningsKept: [ScreeningID] = []
            for id in screenings {
                let held = try Int.fetchOne(
                    db,
                    sql: """
                        SELECT sum(l.quantity) FROM order_line l JOIN "order" o ON o.id = l.order_id
                        WHERE l.screening_id = ? AND o.status IN ('unpaid', 'paid')
                        """, arguments: [id])
                let referenced =
                    try Row.fetchOne(
                        db, sql: "SELECT 1 FROM order_line WHERE screening_id = ? LIMIT 1", arguments: [id]) != nil
                if referenced {
                    screeningsKept.append(try ScreeningID(id))
                    try db.execute(
                        sql: "UPDATE screening SET seats_sold = ? WHERE id = ?", arguments: [held ?? 0, id])
                } else {
                    try db.execute(sql: "DELETE FROM screening WHERE id = ?", arguments: [id])
                }
            }
            var customersKept: [UserName] = []
            for id in customers {
                let ordersOfTheirOwn =
                    try Row.fetchOne(
                        db, sql: "SELECT 1 FROM \"order\" WHERE customer_id = ? LIMIT 1", arguments: [id]) != nil
                if ordersOfTheirOwn {
                    if let record = try UserRecord.registered.filter(Column("id") == id).fetchOne(db) {
                        do { customersKept.append(try record.toDomain().name) } catch {
                            throw BoxOfficeError.storageFailed(
                                StorageFailure(.badRecord(.user(id: id)), place: .unknown))
                        }
                    }
                } else {
                    try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
                }
            }
            try db.execute(sql: "DELETE FROM sample_row")
            return SampleRemoval(
                customersRemoved: customers.count - customersKept.count,
                screeningsRemoved: screenings.count - screeningsKept.count, ordersRemoved: orders.count,
                customersKept: customersKept, screeningsKept: screeningsKept)
        }
    }

    private static func remember(_ kind: String, _ id: String, in db: Database) throws {
        try db.execute(sql: "INSERT INTO sample_row (kind, id) VALUES (?, ?)", arguments: [kind, id])
    }
}
