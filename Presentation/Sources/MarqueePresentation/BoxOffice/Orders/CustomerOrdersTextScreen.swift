import MarqueeDomain

/// A customer's orders as a plain text table: id, placed, tickets, total, status.
public enum CustomerOrdersTextScreen {
    /// The lines to print for `state`.
    public static func lines(_ state: CustomerOrdersState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard let name = state.orders?.customer.name.displayName else { return ["Loading orders…"] }
        guard !state.summaries.isEmpty else {
            return [
                "\(name) has no orders yet. Order with: marquee orders place --user \(name) --screening <id> --quantity N"
            ]
        }
        let rows = state.summaries
        let count = rows.count == 1 ? "1 order" : "\(rows.count) orders"
        let idWidth = max(2, rows.map(\.id.rawValue.count).max() ?? 0)
        let totals = AmountColumn.align(rows.map(\.total))
        let totalWidth = max(5, totals.first?.count ?? 0)
        var lines = ["\(name) — \(count), newest first", ""]
        lines.append(
            TextColumns.fit("ID", width: idWidth) + "  " + TextColumns.fit("Placed", width: 16) + "  Tickets  "
                + TextColumns.right("Total", width: totalWidth) + "  Status"
        )
        for (row, total) in zip(rows, totals) {
            lines.append(
                TextColumns.fit(row.id.rawValue, width: idWidth) + "  " + TextColumns.fit(row.placedAt, width: 16)
                    + "  "
                    + TextColumns.right(String(row.ticketCount), width: 7) + "  "
                    + TextColumns.right(total, width: totalWidth) + "  " + row.statusText
            )
        }
        return lines
    }
}
