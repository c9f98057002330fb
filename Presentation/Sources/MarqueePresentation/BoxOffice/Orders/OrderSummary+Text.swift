public import MarqueeCommandLine
import MarqueeTerminalModel
public import MarqueeDomain
extension OrderSummary {
    /// The order: id, customer, placed time, status, one line per screening
    /// (quantity × unit price = subtotal), the total, and — while it is
    /// unpaid or paid — how to pay, cancel or refund it in `audience`'s terms;
    /// with `now`, how long a hold has left.
    public func lines(for audience: Audience, at now: Timestamp? = nil) -> [String] {
        var lines = [
            "Order     \(id)",
            "Customer  \(customer)",
            "Placed    \(placedText)",
            "Status    \(now == nil ? settledText : statusText(at: now))",
            "",
        ]
        let quantityWidth = self.lines.map { String($0.quantity).count }.max() ?? 1
        let prices = AmountColumn.align(self.lines.map(\.unitPrice))
        let amounts = AmountColumn.align(self.lines.map(\.subtotal) + [total])
        for (index, line) in self.lines.enumerated() {
            let what = line.screening.map { "\($0) (screening \(line.screeningID))" } ?? "screening \(line.screeningID)"
            lines.append(
                "  " + TerminalText.rightAligned(String(line.quantity), width: quantityWidth) + " × " + prices[index]
                    + " = " + amounts[index] + "  " + what)
        }
        let totalIndent = 2 + quantityWidth + 3 + (prices.first.map { DisplayWidth.of($0) } ?? 0) + 3
        lines.append(TerminalText.rightAligned("Total ", width: totalIndent) + (amounts.last ?? total))
        if isUnpaid {
            lines += [
                "",
                audience.pick(
                    "Pay with: marquee orders pay \(id)   Cancel with: marquee orders cancel \(id)",
                    "p pays, c cancels (asks first), n starts a new order."),
            ]
        } else if isPaid {
            lines += [
                "",
                audience.pick(
                    "Refund with: marquee orders cancel \(id)", "c refunds it (asks first), n starts a new order."),
            ]
        }
        return lines
    }
}

extension CustomerOrdersState {
    /// A customer's orders as `marquee orders list` prints them: id, placed,
    /// tickets, total, status.
    public var textLines: [String] {
        if let error { return [error.userMessage(times: times)] }
        let rows = summaries
        guard !rows.isEmpty else { return [headline(for: .commandLine)] }
        let idWidth = max(2, rows.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0)
        let totals = AmountColumn.align(rows.map(\.total))
        let totalWidth = max(5, totals.first.map { DisplayWidth.of($0) } ?? 0)
        var lines = [headline(for: .commandLine), ""]
        lines.append(
            TerminalText.fit("ID", width: idWidth) + "  " + TerminalText.fit("Placed", width: 16) + "  Tickets  "
                + TerminalText.rightAligned("Total", width: totalWidth) + "  Status")
        for (row, total) in zip(rows, totals) {
            lines.append(
                TerminalText.fit(row.id.rawValue, width: idWidth) + "  " + TerminalText.fit(row.placedAt, width: 16)
                    + "  " + TerminalText.rightAligned(String(row.ticketCount), width: 7) + "  "
                    + TerminalText.rightAligned(total, width: totalWidth) + "  " + row.statusText)
        }
        return lines
    }

    /// `orders list --json`: `{"customerID": String, "customerName": String,
    /// "orders": [order…]}`, newest first; `null` before they were loaded.
    public var json: JSONValue {
        guard let orders else { return .null }
        return .object([
            "customerID": .string(orders.customer.id.rawValue),
            "customerName": .string(orders.customer.name.displayName),
            "orders": .array(orders.receipts.map { BoxOfficeJSON.order($0, times: times) }),
        ])
    }
}

extension OrderState {
    /// The order an action left (see ``BoxOfficeJSON/order(_:times:)``), or `null`.
    public var json: JSONValue {
        receipt.map { BoxOfficeJSON.order($0, times: times) } ?? .null
    }
}

extension OrderListState {
    /// Every customer's orders as `marquee orders list` prints them with
    /// filters: id, placed, customer, tickets, total, status.
    public var textLines: [String] {
        if let error { return [error.userMessage(times: times)] }
        let rows = summaries
        guard !rows.isEmpty else { return [headline] }
        let idWidth = max(2, rows.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0)
        let customerWidth = min(24, max(8, rows.map { DisplayWidth.of($0.customer) }.max() ?? 0))
        let totals = AmountColumn.align(rows.map(\.total))
        let totalWidth = max(5, totals.first.map { DisplayWidth.of($0) } ?? 0)
        var lines = [headline, ""]
        lines.append(
            TerminalText.fit("ID", width: idWidth) + "  " + TerminalText.fit("Placed", width: 16) + "  "
                + TerminalText.fit("Customer", width: customerWidth) + "  Tickets  "
                + TerminalText.rightAligned("Total", width: totalWidth) + "  Status")
        for (row, total) in zip(rows, totals) {
            lines.append(
                TerminalText.fit(row.id.rawValue, width: idWidth) + "  " + TerminalText.fit(row.placedAt, width: 16)
                    + "  " + TerminalText.fit(row.customer, width: customerWidth) + "  "
                    + TerminalText.rightAligned(String(row.ticketCount), width: 7) + "  "
                    + TerminalText.rightAligned(total, width: totalWidth) + "  " + row.statusText)
        }
        return lines
    }

    /// `orders list --json` with filters: `{"orders": [order…]}`, newest
    /// first (see ``BoxOfficeJSON/order(_:times:)``); `null` before loading.
    public var json: JSONValue {
        guard let receipts else { return .null }
        return .object(["orders": .array(receipts.map { BoxOfficeJSON.order($0, times: times) })])
    }
}
