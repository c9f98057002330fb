import GRDB
import MarqueeData
public import MarqueeDomain

extension SQLiteBoxOfficeStore {
    public func place(_ order: Order) async throws(BoxOfficeError) {
        try await write { db in
            // Users live in this file: the customer is checked in the same
            // transaction as the seats, so an order cannot be placed for a
            // customer deleted at this very moment (the foreign key backs it).
            if let customer = order.customer, try !UserRecord.isRegistered(customer.rawValue, in: db) {
                throw BoxOfficeError.unknownUser(customer)
            }
            for line in order.lines {
                var screening = try Self.storedScreening(line.screeningID, in: db)
                try screening.reserve(line.quantity)
                try Self.updateSeats(of: screening, in: db)
            }
            try Self.insert(order, in: db)
        }
    }

    /// Writes `order` and its lines as they are (seats are the caller's business).
    static func insert(_ order: Order, in db: Database) throws {
        try OrderRecord(order).insert(db)
        for (position, line) in order.lines.enumerated() {
            try OrderLineRecord(line, of: order.id, at: position).insert(db)
        }
    }

    public func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError)
        -> Order
    {
        try await write { db in
            var order = try Self.storedOrder(id, in: db)
            try order.pay(at: time, by: desk)
            try OrderRecord(order).update(db)
            return order
        }
    }

    public func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order
    {
        try await write { db in
            var order = try Self.storedOrder(id, in: db)
            try order.cancel(at: time, by: desk, allowingRefund: allowingRefund)
            try Self.releaseSeats(of: order, in: db)
            try OrderRecord(order).update(db)
            return order
        }
    }

    public func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int {
        let due = OrderRecord.filter(Column("status") == "unpaid" && Column("held_until") <= time.secondsSinceEpoch)
        // Nothing due (the usual case): no write transaction, so reading a
        // read-only file goes on.
        guard try await read({ db in try due.isEmpty(db) == false }) else { return 0 }
        return try await write { db in
            var expired = 0
            for var order in try Self.orders(due.order(Column("id")), in: db) where order.expireHold(at: time) {
                try Self.releaseSeats(of: order, in: db)
                try OrderRecord(order).update(db)
                expired += 1
            }
            return expired
        }
    }

    public func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact
    {
        try await write { db in
            var screening = try Self.storedScreening(id, in: db)
            try screening.cancel(at: time, by: desk)
            let naming = OrderLineRecord.select(Column("order_id")).filter(Column("screening_id") == id.rawValue)
            let holding = OrderRecord.filter(
                naming.contains(Column("id")) && ["unpaid", "paid"].contains(Column("status")))
            var settled: [Order] = []
            for var order in try Self.orders(holding.order(Column("id")), in: db) {
                if !order.expireHold(at: time) { try order.cancel(at: time, by: desk, allowingRefund: true) }
                try Self.releaseSeats(of: order, in: db)
                try OrderRecord(order).update(db)
                settled.append(order)
            }
            try db.cachedStatement(sql: "UPDATE screening SET cancelled_at = ?, cancelled_by = ? WHERE id = ?")
                .execute(arguments: [time.secondsSinceEpoch, desk?.displayName, id.rawValue])
            let cancelled = try Self.storedScreening(id, in: db)
            return ScreeningCancellationImpact(screening: cancelled, orders: settled)
        }
    }

    public func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? {
        try await read { db in
            try Self.orders(OrderRecord.filter(key: id.rawValue), in: db).first
        }
    }

    public func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await read { db in
            try Self.orders(
                OrderRecord.filter(Column("customer_id") == customer.rawValue).order(Column("placed_at"), Column("id")),
                in: db
            )
        }
    }

    public func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order] {
        guard !screenings.isEmpty else { return [] }
        return try await read { db in
            let naming = OrderLineRecord.select(Column("order_id"))
                .filter(screenings.map(\.rawValue).contains(Column("screening_id")))
            return try Self.orders(OrderRecord.filter(naming.contains(Column("id"))), in: db)
        }
    }

    public func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        try await read { db in
            try OrderRecord.filter(Column("customer_id") == customer.rawValue && Column("status") == "unpaid")
                .isEmpty(db) == false
        }
    }

    // MARK: Rows

    private static func storedScreening(_ id: ScreeningID, in db: Database) throws -> Screening {
        guard let record = try ScreeningRecord.fetchOne(db, id: id.rawValue) else {
            throw BoxOfficeError.unknownScreening(id)
        }
        return try record.toDomain()
    }

    private static func storedOrder(_ id: OrderID, in db: Database) throws -> Order {
        guard let order = try orders(OrderRecord.filter(key: id.rawValue), in: db).first else {
            throw BoxOfficeError.unknownOrder(id)
        }
        return order
    }

    /// Frees the seats of every line of `order`: each stored screening's
    /// ``/MarqueeDomain/Screening/release(_:)``, written.
    private static func releaseSeats(of order: Order, in db: Database) throws {
        for line in order.lines {
            var screening = try storedScreening(line.screeningID, in: db)
            try screening.release(line.quantity)
            try updateSeats(of: screening, in: db)
        }
    }

    /// Writes only the seat count: the one column orders change on a screening.
    private static func updateSeats(of screening: Screening, in db: Database) throws {
        try db.cachedStatement(sql: "UPDATE screening SET seats_sold = ? WHERE id = ?")
            .execute(arguments: [screening.seatsSold, screening.id.rawValue])
    }

    /// The orders `request` selects, in its order, each with its lines.
    private static func orders(_ request: QueryInterfaceRequest<OrderRecord>, in db: Database) throws -> [Order] {
        let records = try request.fetchAll(db)
        guard !records.isEmpty else { return [] }
        // The lines of the same orders, by the same request as a subquery:
        // no list of thousands of ids as parameters.
        let lines =
            try OrderLineRecord
            .filter(request.select(Column("id")).contains(Column("order_id")))
            .order(Column("order_id"), Column("position"))
            .fetchAll(db)
        let linesByOrder = Dictionary(grouping: lines, by: \.orderID)
        return try records.map { record throws in try record.toDomain(lines: linesByOrder[record.id] ?? []) }
    }
}
