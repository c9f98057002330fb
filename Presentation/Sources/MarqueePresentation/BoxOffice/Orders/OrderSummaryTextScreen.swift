import MarqueeDomain

/// One order as plain text lines, from its state: what happened, then the summary.
public enum OrderSummaryTextScreen {
    /// The lines to print after the last action, or for the error that stopped it.
    public static func lines(_ state: OrderState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard let summary = state.summary else { return ["Working…"] }
        let heading: [String] =
            switch state.lastAction {
            case .placed: ["Order placed; the seats are held until it is paid or cancelled.", ""]
            case .paid: ["Order paid.", ""]
            case .cancelled: ["Order cancelled; its seats are free again.", ""]
            case nil: []
            }
        return heading + lines(summary)
    }

    /// The summary of one order: id, customer, placed time, status, one line
    /// per screening (quantity × unit price = subtotal), the total, and what
    /// can be done next.
    public static func lines(_ summary: OrderSummary) -> [String] {
        var lines = [
            "Order     \(summary.id)",
            "Customer  \(summary.customer)",
            "Placed    \(summary.placedAt)",
            "Status    \(summary.statusText)",
            "",
        ]
        let quantityWidth = summary.lines.map { String($0.quantity).count }.max() ?? 1
        let prices = AmountColumn.align(summary.lines.map(\.unitPrice))
        let amounts = AmountColumn.align(summary.lines.map(\.subtotal) + [summary.total])
        for (index, line) in summary.lines.enumerated() {
            let what = line.screening.map { "\($0) (screening \(line.screeningID))" } ?? "screening \(line.screeningID)"
            lines.append(
                "  " + TextColumns.right(String(line.quantity), width: quantityWidth) + " × " + prices[index] + " = "
                    + amounts[index] + "  " + what
            )
        }
        let totalIndent = 2 + quantityWidth + 3 + (prices.first?.count ?? 0) + 3
        lines.append(TextColumns.right("Total ", width: totalIndent) + (amounts.last ?? summary.total))
        if summary.isUnpaid {
            lines += [
                "", "Pay with: marquee orders pay \(summary.id)   Cancel with: marquee orders cancel \(summary.id)",
            ]
        }
        return lines
    }
}
