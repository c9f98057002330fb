package import MarqueeDomain

/// A row of the `order` table; its lines are ``OrderLineRecord``s.
package struct OrderRecord: ColumnRecord {
    package var id: String
    /// The customer; `NULL` for a walk-in.
    package var customerID: String?
    /// Seconds since the Unix epoch.
    package var placedAt: Int64
    /// The desk that placed it (its name as spelled); `NULL` without one.
    package var placedBy: String?
    /// Until when an unpaid order holds its seats (seconds since the Unix
    /// epoch); `NULL` until paid or cancelled.
    package var heldUntil: Int64?
    /// `unpaid`, `paid`, `cancelled`, `refunded` or `expired`.
    package var status: String
    /// When it was paid, cancelled, refunded or expired; `NULL` while unpaid.
    package var settledAt: Int64?
    /// The desk that paid or cancelled it; `NULL` while unpaid or without one.
    package var settledBy: String?

    package static let columns: [RecordColumn<Self>] = [
        .text("id", \.id), .text("customer_id", \.customerID), .integer("placed_at", \.placedAt),
        .text("placed_by", \.placedBy), .integer("held_until", \.heldUntil), .text("status", \.status),
        .integer("settled_at", \.settledAt), .text("settled_by", \.settledBy),
    ]

    package init(unread: Void) {
        self.init(id: "", customerID: nil, placedAt: 0, status: "", settledAt: nil)
    }

    /// A row with these columns.
    package init(
        id: String, customerID: String?, placedAt: Int64, placedBy: String? = nil, heldUntil: Int64? = nil,
        status: String, settledAt: Int64?, settledBy: String? = nil
    ) {
        self.id = id
        self.customerID = customerID
        self.placedAt = placedAt
        self.placedBy = placedBy
        self.heldUntil = heldUntil
        self.status = status
        self.settledAt = settledAt
        self.settledBy = settledBy
    }

    /// The row for `order` (its lines go to ``OrderLineRecord``).
    package init(_ order: Order) {
        id = order.id.rawValue
        customerID = order.customer?.rawValue
        placedAt = order.placedAt.secondsSinceEpoch
        placedBy = order.placedBy?.displayName
        heldUntil = order.heldUntil?.secondsSinceEpoch
        settledBy = order.settledBy?.displayName
        switch order.status {
        case .unpaid: (status, settledAt) = ("unpaid", nil)
        case .paid(let time): (status, settledAt) = ("paid", time.secondsSinceEpoch)
        case .cancelled(let time): (status, settledAt) = ("cancelled", time.secondsSinceEpoch)
        case .refunded(let time): (status, settledAt) = ("refunded", time.secondsSinceEpoch)
        case .expired(let time): (status, settledAt) = ("expired", time.secondsSinceEpoch)
        }
    }

    /// The order this row and its `lines` hold, checked by the entity's own rules.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)`` for rows no order can
    ///   have: an unknown status, no lines, mixed currencies, a bad quantity.
    package func toDomain(lines: [OrderLineRecord]) throws(BoxOfficeError) -> Order {
        do {
            return try Order(
                id: OrderID(id), customer: customerID.map { try UserID($0) },
                lines: lines.map { line throws(BoxOfficeError) in
                    try line.toDomain()
                },
                placedAt: Timestamp(secondsSinceEpoch: placedAt), placedBy: placedBy.map(DeskName.init),
                heldUntil: heldUntil.map(Timestamp.init(secondsSinceEpoch:)), status: domainStatus(),
                settledBy: settledBy.map(DeskName.init)
            )
        } catch {
            throw .storageFailed(StorageFailure(.badRecord(.order(id: id)), place: .unknown))
        }
    }

    private func domainStatus() throws(BoxOfficeError) -> OrderStatus {
        switch (status, settledAt) {
        case ("unpaid", nil): return .unpaid
        case ("paid", let time?): return .paid(at: Timestamp(secondsSinceEpoch: time))
        case ("cancelled", let time?): return .cancelled(at: Timestamp(secondsSinceEpoch: time))
        case ("refunded", let time?): return .refunded(at: Timestamp(secondsSinceEpoch: time))
        case ("expired", let time?): return .expired(at: Timestamp(secondsSinceEpoch: time))
        default:
            throw .storageFailed(StorageFailure(.badRecord(.order(id: id)), place: .unknown))
        }
    }
}
