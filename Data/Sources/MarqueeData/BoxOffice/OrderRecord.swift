import GRDB
package import MarqueeDomain

/// A row of the `order` table; its lines are ``OrderLineRecord``s.
package struct OrderRecord: Codable, FetchableRecord, PersistableRecord {
    package static let databaseTableName = "order"

    package var id: String
    package var customerID: String
    /// Seconds since the Unix epoch.
    package var placedAt: Int64
    /// `unpaid`, `paid` or `cancelled`.
    package var status: String
    /// When it was paid or cancelled; `NULL` while unpaid.
    package var settledAt: Int64?

    package enum CodingKeys: String, CodingKey {
        case id, status
        case customerID = "customer_id"
        case placedAt = "placed_at"
        case settledAt = "settled_at"
    }

    /// A row with these columns.
    package init(id: String, customerID: String, placedAt: Int64, status: String, settledAt: Int64?) {
        self.id = id
        self.customerID = customerID
        self.placedAt = placedAt
        self.status = status
        self.settledAt = settledAt
    }

    /// The row for `order` (its lines go to ``OrderLineRecord``).
    package init(_ order: Order) {
        id = order.id.rawValue
        customerID = order.customer.rawValue
        placedAt = order.placedAt.secondsSinceEpoch
        switch order.status {
        case .unpaid: (status, settledAt) = ("unpaid", nil)
        case .paid(let time): (status, settledAt) = ("paid", time.secondsSinceEpoch)
        case .cancelled(let time): (status, settledAt) = ("cancelled", time.secondsSinceEpoch)
        }
    }

    /// The order this row and its `lines` hold, checked by the entity's own rules.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for rows no order can
    ///   have: an unknown status, no lines, mixed currencies, a bad quantity.
    package func toDomain(lines: [OrderLineRecord]) throws(BoxOfficeError) -> Order {
        do {
            return try Order(
                id: OrderID(id), customer: UserID(customerID),
                lines: lines.map { line throws(BoxOfficeError) in
                    try line.toDomain()
                },
                placedAt: Timestamp(secondsSinceEpoch: placedAt), status: domainStatus()
            )
        } catch {
            throw .storageFailed("unreadable order row \(id.debugDescription): \(error)")
        }
    }

    private func domainStatus() throws(BoxOfficeError) -> OrderStatus {
        switch (status, settledAt) {
        case ("unpaid", nil): return .unpaid
        case ("paid", let time?): return .paid(at: Timestamp(secondsSinceEpoch: time))
        case ("cancelled", let time?): return .cancelled(at: Timestamp(secondsSinceEpoch: time))
        default:
            throw .storageFailed(
                "status \(status.debugDescription) with settled_at \(settledAt.map(String.init) ?? "NULL")")
        }
    }
}
