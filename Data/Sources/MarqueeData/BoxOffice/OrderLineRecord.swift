package import MarqueeDomain

/// A row of the `order_line` table: one line of an order, at its position.
package struct OrderLineRecord: ColumnRecord {
    package var orderID: String
    /// The line's place in the order, from 0.
    package var position: Int64
    package var screeningID: String
    package var quantity: Int64
    package var unitPriceMinorUnits: Int64
    package var currency: String

    package static let columns: [RecordColumn<Self>] = [
        .text("order_id", \.orderID), .integer("position", \.position), .text("screening_id", \.screeningID),
        .integer("quantity", \.quantity), .integer("unit_price_minor_units", \.unitPriceMinorUnits),
        .text("currency", \.currency),
    ]

    package init(unread: Void) {
        self.init(orderID: "", position: 0, screeningID: "", quantity: 0, unitPriceMinorUnits: 0, currency: "")
    }

    /// A row with these columns.
    package init(
        orderID: String, position: Int64, screeningID: String, quantity: Int64, unitPriceMinorUnits: Int64,
        currency: String
    ) {
        self.orderID = orderID
        self.position = position
        self.screeningID = screeningID
        self.quantity = quantity
        self.unitPriceMinorUnits = unitPriceMinorUnits
        self.currency = currency
    }

    /// The row for `line`, the `position`th of order `orderID`.
    package init(_ line: OrderLine, of orderID: OrderID, at position: Int) {
        self.orderID = orderID.rawValue
        self.position = Int64(position)
        screeningID = line.screeningID.rawValue
        quantity = Int64(line.quantity)
        unitPriceMinorUnits = line.unitPrice.minorUnits
        currency = line.unitPrice.currency.code
    }

    /// The line this row holds.
    ///
    /// - Throws: the domain error for a row no line can have (the order's
    ///   ``OrderRecord/toDomain(lines:)`` reports it as a storage failure).
    package func toDomain() throws(BoxOfficeError) -> OrderLine {
        guard let quantity = Int(exactly: quantity) else { throw .invalidQuantity(Int.max) }
        return try OrderLine(
            screeningID: ScreeningID(screeningID), quantity: quantity,
            unitPrice: Money(minorUnits: unitPriceMinorUnits, currency: Currency(currency))
        )
    }
}
