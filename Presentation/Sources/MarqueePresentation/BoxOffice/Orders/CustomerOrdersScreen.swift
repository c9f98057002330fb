import MarqueeDomain

/// A customer's orders as a plain text table: id, placed, tickets, total, status.
public enum CustomerOrdersScreen {
    /// Everything the screen shows, copied out of the view model.
    public struct State: Equatable, Sendable {
        /// The customer's name; `nil` before a customer was loaded.
        public var customerName: String?
        public var summaries: [OrderSummary]
        public var errorMessage: String?

        /// Creates a state; front ends usually use ``init(_:)``.
        public init(customerName: String?, summaries: [OrderSummary], errorMessage: String? = nil) {
            self.customerName = customerName
            self.summaries = summaries
            self.errorMessage = errorMessage
        }

        /// The state a view model is in now.
        @MainActor public init(_ viewModel: CustomerOrdersViewModel) {
            self.init(
                customerName: viewModel.customer?.name.displayName, summaries: viewModel.summaries,
                errorMessage: viewModel.errorMessage
            )
        }
    }

    /// The lines to print for `state`.
    public static func render(_ state: State) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard let name = state.customerName else { return ["Loading orders…"] }
        guard !state.summaries.isEmpty else {
            return ["\(name) has no orders yet. Order with: marquee orders place --user \(name) --screening <id> --quantity N"]
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
                TextColumns.fit(row.id.rawValue, width: idWidth) + "  " + TextColumns.fit(row.placedAt, width: 16) + "  "
                    + TextColumns.right(String(row.ticketCount), width: 7) + "  "
                    + TextColumns.right(total, width: totalWidth) + "  " + row.statusText
            )
        }
        return lines
    }
}
