import GRDB
import MarqueeDomain

/// A row of the `order_line` table: one line of an order, at its position.
struct OrderLineRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "order_line"

    var orderID: String
    /// The line's place in the order, from 0.
    var position: Int64
    var screeningID: String
    var quantity: Int64
    var unitPriceMinorUnits: Int64
    var currency: String

    enum CodingKeys: String, CodingKey {
        case position, quantity, currency
        case orderID = "order_id"
        case screeningID = "screening_id"
        case unitPriceMinorUnits = "unit_price_minor_units"
    }

    /// The row for `line`, the `position`th of order `orderID`.
    init(_ line: OrderLine, of orderID: OrderID, at position: Int) {
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
    func toDomain() throws(BoxOfficeError) -> OrderLine {
        guard let quantity = Int(exactly: quantity) else { throw .invalidQuantity(Int.max) }
        return try OrderLine(
            screeningID: ScreeningID(screeningID), quantity: quantity,
            unitPrice: Money(minorUnits: unitPriceMinorUnits, currency: Currency(currency))
        )
    }
}
