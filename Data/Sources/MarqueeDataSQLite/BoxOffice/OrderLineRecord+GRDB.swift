import GRDB
import MarqueeData

/// ``OrderLineRecord`` as a row of the SQLite file, read and written by GRDB.
extension OrderLineRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "order_line"

    /// Reads the columns by name, without Codable's decoder.
    init(row: Row) {
        self.init(
            orderID: row["order_id"], position: row["position"], screeningID: row["screening_id"],
            quantity: row["quantity"], unitPriceMinorUnits: row["unit_price_minor_units"], currency: row["currency"])
    }

    /// Writes the columns by name, without Codable's encoder.
    func encode(to container: inout PersistenceContainer) {
        container["order_id"] = orderID
        container["position"] = position
        container["screening_id"] = screeningID
        container["quantity"] = quantity
        container["unit_price_minor_units"] = unitPriceMinorUnits
        container["currency"] = currency
    }
}
