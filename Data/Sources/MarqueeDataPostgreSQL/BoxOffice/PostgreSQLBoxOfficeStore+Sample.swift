import MarqueeData
public import MarqueeDomain
import PostgresNIO

/// The sample cinema in PostgreSQL: written and removed in one transaction
/// each, under a transaction-scoped advisory lock so two desks loading or
/// clearing at once queue instead of both writing; every hall the sample
/// uses is locked as scheduling locks it.
extension PostgreSQLBoxOfficeStore: SampleCinemaStore {
    public func hasSample() async throws(BoxOfficeError) -> Bool {
        try await read { connection, logger in
            try await !connection.query("SELECT 1 FROM marquee.sample_rows LIMIT 1", logger: logger).collect().isEmpty
        }
    }

    public func storeSample(_ sample: SampleCinema) async throws(BoxOfficeError) {
        try await write { connection, logger in
            try await Self.lockSample(on: connection, logger: logger)
            guard
                try await connection.query("SELECT 1 FROM marquee.sample_rows LIMIT 1", logger: logger).collect()
                    .isEmpty
            else { throw BoxOfficeError.sampleAlreadyLoaded }
            for customer in sample.customers {
                let record = UserRecord(customer)
                let taken = try await connection.query(
                    """
                    SELECT 1 FROM marquee.users WHERE id = \(record.id) OR normalized_name = \(record.normalizedName)
                    """, logger: logger
                ).collect()
                guard taken.isEmpty else {
                    throw BoxOfficeError.storageFailed(
                        StorageFailure(.duplicate(.user(id: customer.id.rawValue)), place: .unknown))
                }
                try await connection.query(
                    """
                    INSERT INTO marquee.users (id, name, normalized_name)
                    VALUES (\(record.id), \(record.name), \(record.normalizedName))
                    """, logger: logger)
                try await Self.remember("user", record.id, on: connection, logger: logger)
            }
            for hall in Set(sample.screenings.map(\.hall.name)).sorted() {
                try await Self.lockHall(hall, on: connection, logger: logger)
            }
            for screening in sample.screenings {
                try await Self.insertIfFree(screening, on: connection, logger: logger)
                try await Self.remember("screening", screening.id.rawValue, on: connection, logger: logger)
            }
            for order in sample.orders {
                try await Self.insert(order, on: connection, logger: logger)
                try await Self.remember("order", order.id.rawValue, on: connection, logger: logger)
            }
        }
    }

    public func removeSample() async throws(BoxOfficeError) -> SampleRemoval {
        try await write { connection, logger in
            try await Self.lockSample(on: connection, logger: logger)
            var rows: [(kind: String, id: String)] = []
            for try await row in try await connection.query(
                "SELECT kind, id FROM marquee.sample_rows ORDER BY kind, id", logger: logger)
            {
                let (kind, id) = try row.decode((String, String).self)
                rows.append((kind, id))
            }
            guard !rows.isEmpty else { throw BoxOfficeError.noSampleLoaded }
            let ids = { (kind: String) in rows.filter { $0.kind == kind }.map(\.id) }
            let (customers, screenings, orders) = (ids("user"), ids("screening"), ids("order"))
            try await connection.query(
                """
                DELETE FROM marquee.orders WHERE id IN (SELECT id FROM marquee.sample_rows WHERE kind = 'order')
                """, logger: logger)
            var screeningsKept: [ScreeningID] = []
            for id in screenings {
                let referenced = try await connection.query(
                    "SELECT 1 FROM marquee.order_lines WHERE screening_id = \(id) LIMIT 1", logger: logger
                ).collect()
                if referenced.isEmpty {
                    try await connection.query("DELETE FROM marquee.screenings WHERE id = \(id)", logger: logger)
                } else {
                    screeningsKept.append(try ScreeningID(id))
                    try await connection.query(
                        """
                        UPDATE marquee.screenings SET seats_sold = (
                            SELECT coalesce(sum(l.quantity), 0) FROM marquee.order_lines l
                            JOIN marquee.orders o ON o.id = l.order_id
                            WHERE l.screening_id = \(id) AND o.status IN ('unpaid', 'paid')
                        ) WHERE id = \(id)
                        """, logger: logger)
                }
            }
            var customersKept: [UserName] = []
            for id in customers {
                let ordersOfTheirOwn = try await connection.query(
                    "SELECT 1 FROM marquee.orders WHERE customer_id = \(id) LIMIT 1", logger: logger
                ).collect()
                if ordersOfTheirOwn.isEmpty {
                    try await connection.query("DELETE FROM marquee.users WHERE id = \(id)", logger: logger)
                } else {
                    for try await row in try await connection.query(
                        "SELECT name FROM marquee.users WHERE id = \(id) AND NOT deleted", logger: logger)
                    {
                        do { customersKept.append(try UserName(try row.decode(String.self))) } catch {
                            throw BoxOfficeError.storageFailed(
                                StorageFailure(.badRecord(.user(id: id)), place: .unknown))
                        }
                    }
                }
            }
            try await connection.query("DELETE FROM marquee.sample_rows", logger: logger)
            return SampleRemoval(
                customersRemoved: customers.count - customersKept.count,
                screeningsRemoved: screenings.count - screeningsKept.count, ordersRemoved: orders.count,
                customersKept: customersKept, screeningsKept: screeningsKept)
        }
    }

    private static func lockSample(on connection: PostgresConnection, logger: Logger) async throws {
        _ = try await connection.query("SELECT pg_advisory_xact_lock(hashtext('marquee.sample'))", logger: logger)
            .collect()
    }

    private static func remember(_ kind: String, _ id: String, on connection: PostgresConnection, logger: Logger)
        async throws
    {
        try await connection.query(
            "INSERT INTO marquee.sample_rows (kind, id) VALUES (\(kind), \(id))", logger: logger)
    }
}
