import MarqueeData
public import MarqueeDomain
import PostgresNIO

extension PostgreSQLBoxOfficeStore {
    public func place(_ order: Order) async throws(BoxOfficeError) {
        try await write { connection, logger in
            // Users live in this database: the customer's row is locked
            // (`FOR SHARE`, as the foreign key would) in the same transaction
            // as the seats, so a deletion of them (`FOR UPDATE`) waits for
            // this order or this order sees them gone.
            if let customer = order.customer {
                let found = try await connection.query(
                    """
                    SELECT 1 FROM marquee.users WHERE id = \(customer.rawValue) AND NOT deleted FOR SHARE
                    """,
                    logger: logger
                ).collect()
                guard !found.isEmpty else { throw BoxOfficeError.unknownUser(customer) }
            }
            try await Self.changeSeats(for: order.lines, on: connection, logger: logger) { screening, quantity in
                try screening.reserve(quantity)
            }
            try await Self.insert(order, on: connection, logger: logger)
        }
    }

    /// Writes `order` and its lines as they are (seats are the caller's business).
    static func insert(_ order: Order, on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(OrderRecord(order).insert(into: "marquee.orders"), logger: logger)
        for (position, line) in order.lines.enumerated() {
            try await connection.query(
                OrderLineRecord(line, of: order.id, at: position).insert(into: "marquee.order_lines"), logger: logger)
        }
    }

    public func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError)
        -> Order
    {
        try await write { connection, logger in
            var order = try await Self.lockedOrder(id, on: connection, logger: logger)
            try order.pay(at: time, by: desk)
            try await Self.updateStatus(of: order, on: connection, logger: logger)
            return order
        }
    }

    public func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order
    {
        try await write { connection, logger in
            var order = try await Self.lockedOrder(id, on: connection, logger: logger)
            try order.cancel(at: time, by: desk, allowingRefund: allowingRefund)
            try await Self.changeSeats(for: order.lines, on: connection, logger: logger) { screening, quantity in
                try screening.release(quantity)
            }
            try await Self.updateStatus(of: order, on: connection, logger: logger)
            return order
        }
    }

    public func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int {
        let now = time.secondsSinceEpoch
        // Nothing due (the usual case): no write transaction.
        let anyDue = try await read { connection, logger in
            try await connection.query(
                "SELECT 1 FROM marquee.orders WHERE status = 'unpaid' AND held_until <= \(now) LIMIT 1",
                logger: logger
            ).collect().isEmpty == false
        }
        guard anyDue else { return 0 }
        return try await write { connection, logger in
            // Locked in identifier order, as every writer locks orders.
            let orders = try await Self.orders(
                """
                \(unescaped: Self.orderColumns) WHERE status = 'unpaid' AND held_until <= \(now) ORDER BY id FOR UPDATE
                """,
                on: connection, logger: logger)
            var expired = 0
            for var order in orders where order.expireHold(at: time) {
                try await Self.changeSeats(for: order.lines, on: connection, logger: logger) { screening, quantity in
                    try screening.release(quantity)
                }
                try await Self.updateStatus(of: order, on: connection, logger: logger)
                expired += 1
            }
            return expired
        }
    }

    public func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact
    {
        try await write { connection, logger in
            // Orders before screenings, each in identifier order, as every
            // writer locks them. The orders are read again once the
            // screening is locked: an order placed meanwhile has committed
            // by then (placing holds the screening's lock) and is cancelled
            // with the rest; one placed later finds the screening cancelled.
            let holding: PostgresQuery = """
                \(unescaped: Self.orderColumns) WHERE status IN ('unpaid', 'paid') AND id IN (
                    SELECT order_id FROM marquee.order_lines WHERE screening_id = \(id.rawValue))
                ORDER BY id FOR UPDATE
                """
            let first = try await Self.orders(holding, on: connection, logger: logger)
            var screenings = try await Self.lockedScreenings(
                Set(first.flatMap { $0.lines.map(\.screeningID) } + [id]), on: connection, logger: logger)
            guard var cancelled = screenings[id] else { throw BoxOfficeError.unknownScreening(id) }
            try cancelled.cancel(at: time, by: desk)
            var orders = try await Self.orders(holding, on: connection, logger: logger)
            let unlocked = Set(orders.flatMap { $0.lines.map(\.screeningID) }).subtracting(screenings.keys)
            if !unlocked.isEmpty {
                let more = try await Self.lockedScreenings(unlocked, on: connection, logger: logger)
                screenings.merge(more) { held, _ in held }
            }
            screenings[id] = cancelled
            for index in orders.indices {
                if !orders[index].expireHold(at: time) {
                    try orders[index].cancel(at: time, by: desk, allowingRefund: true)
                }
                for line in orders[index].lines {
                    guard var screening = screenings[line.screeningID] else {
                        throw BoxOfficeError.unknownScreening(line.screeningID)
                    }
                    try screening.release(line.quantity)
                    screenings[line.screeningID] = screening
                }
                try await Self.updateStatus(of: orders[index], on: connection, logger: logger)
            }
            for screening in screenings.values {
                try await Self.updateSeats(of: screening, on: connection, logger: logger)
            }
            let record = ScreeningRecord(cancelled)
            try await connection.query(
                """
                UPDATE marquee.screenings SET cancelled_at = \(record.cancelledAt), cancelled_by = \(record.cancelledBy)
                WHERE id = \(record.id)
                """,
                logger: logger)
            return ScreeningCancellationImpact(screening: screenings[id] ?? cancelled, orders: orders)
        }
    }

    public func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? {
        try await read { connection, logger in
            try await Self.orders(
                "\(unescaped: Self.orderColumns) WHERE id = \(id.rawValue)", on: connection, logger: logger)
        }.first
    }

    public func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await read { connection, logger in
            try await Self.orders(
                "\(unescaped: Self.orderColumns) WHERE customer_id = \(customer.rawValue) ORDER BY placed_at, id",
                on: connection, logger: logger
            )
        }
    }

    public func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order] {
        guard !screenings.isEmpty else { return [] }
        let ids = screenings.map(\.rawValue)
        return try await read { connection, logger in
            try await Self.orders(
                """
                \(unescaped: Self.orderColumns) WHERE id IN (
                    SELECT order_id FROM marquee.order_lines WHERE screening_id = ANY(\(ids)))
                """,
                on: connection, logger: logger
            )
        }
    }

    public func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        try await read { connection, logger in
            try await connection.query(
                """
                SELECT 1 FROM marquee.orders WHERE customer_id = \(customer.rawValue) AND status = 'unpaid' LIMIT 1
                """,
                logger: logger
            ).collect().isEmpty == false
        }
    }

    // MARK: Rows

    static let orderColumns = "SELECT \(OrderRecord.columnList) FROM marquee.orders"

    /// Locks the screenings `lines` refer to, applies `change` (the domain's
    /// `reserve` or `release`) for each line in turn, and writes the seat counts.
    ///
    /// - Throws: ``BoxOfficeError/unknownScreening(_:)`` for a line whose
    ///   screening is not stored; what `change` throws.
    private static func changeSeats(
        for lines: [OrderLine], on connection: PostgresConnection, logger: Logger,
        _ change: (inout Screening, Int) throws -> Void
    ) async throws {
        var screenings = try await lockedScreenings(Set(lines.map(\.screeningID)), on: connection, logger: logger)
        for line in lines {
            guard var screening = screenings[line.screeningID] else {
                throw BoxOfficeError.unknownScreening(line.screeningID)
            }
            try change(&screening, line.quantity)
            screenings[line.screeningID] = screening
        }
        for screening in screenings.values {
            try await updateSeats(of: screening, on: connection, logger: logger)
        }
    }

    /// The stored screenings among `ids`, locked for this transaction, in
    /// identifier order (so two transactions never wait on each other in a circle).
    private static func lockedScreenings(
        _ ids: Set<ScreeningID>, on connection: PostgresConnection, logger: Logger
    ) async throws -> [ScreeningID: Screening] {
        let keys = ids.map(\.rawValue)
        let screenings = try await screenings(
            "\(unescaped: screeningColumns) WHERE id = ANY(\(keys)) ORDER BY id FOR UPDATE",
            on: connection, logger: logger
        )
        return Dictionary(uniqueKeysWithValues: screenings.map { ($0.id, $0) })
    }

    /// The stored order, locked for this transaction.
    private static func lockedOrder(_ id: OrderID, on connection: PostgresConnection, logger: Logger) async throws
        -> Order
    {
        let orders = try await orders(
            "\(unescaped: orderColumns) WHERE id = \(id.rawValue) FOR UPDATE", on: connection, logger: logger)
        guard let order = orders.first else { throw BoxOfficeError.unknownOrder(id) }
        return order
    }

    /// Writes only the seat count: the one column orders change on a screening.
    private static func updateSeats(of screening: Screening, on connection: PostgresConnection, logger: Logger)
        async throws
    {
        try await connection.query(
            "UPDATE marquee.screenings SET seats_sold = \(Int64(screening.seatsSold)) WHERE id = \(screening.id.rawValue)",
            logger: logger
        )
    }

    /// Writes an order's status and when it was settled.
    private static func updateStatus(of order: Order, on connection: PostgresConnection, logger: Logger) async throws {
        let record = OrderRecord(order)
        try await connection.query(
            """
            UPDATE marquee.orders
            SET status = \(record.status), settled_at = \(record.settledAt), settled_by = \(record.settledBy)
            WHERE id = \(record.id)
            """,
            logger: logger
        )
    }

    /// The orders `query` (``orderColumns`` and a condition) selects, in its order, each with its lines.
    private static func orders(_ query: PostgresQuery, on connection: PostgresConnection, logger: Logger) async throws
        -> [Order]
    {
        let records = try await connection.query(query, logger: logger).collect().map { row in
            try OrderRecord(columnsOf: row)
        }
        guard !records.isEmpty else { return [] }
        let ids = records.map(\.id)
        let lines = try await connection.query(
            """
            SELECT \(unescaped: OrderLineRecord.columnList)
            FROM marquee.order_lines WHERE order_id = ANY(\(ids)) ORDER BY order_id, position
            """,
            logger: logger
        ).collect().map { row in try OrderLineRecord(columnsOf: row) }
        let linesByOrder = Dictionary(grouping: lines, by: \.orderID)
        return try records.map { record in try record.toDomain(lines: linesByOrder[record.id] ?? []) }
    }
}
