import MarqueeDomain

/// Draws the interactive Orders screen: the form, the actions, and the last
/// answer — the order as `marquee orders` prints it, its error, or the
/// customer's orders.
@MainActor
enum OrdersScreenView {
    /// Each row's label, as the form shows it.
    static func label(_ row: OrdersScreen.Row) -> String {
        switch row {
        case .customer: "Customer"
        case .screening: "Screening"
        case .quantity: "Tickets"
        case .order: "Order"
        case .place: "Place the order"
        case .pay: "Pay the order"
        case .cancel: "Cancel the order"
        case .list: "The customer's orders"
        }
    }

    static let labelWidth = 12

    static func draw(_ screen: OrdersScreen, into frame: inout ScreenFrame, area: ScreenArea) {
        for row in OrdersScreen.Row.allCases where row.rawValue < area.rows {
            let line = area.row(row.rawValue)
            let focused = row == screen.focus
            if row.isField {
                frame.write(label(row), row: line, column: area.left, width: labelWidth, style: .dim)
                let field = screen.fields[row] ?? TextFieldState()
                let width = area.columns - labelWidth
                frame.write(
                    field.text, row: line, column: area.left + labelWidth, width: width,
                    style: ScreenStyle(underline: true))
                if focused, field.cursorColumn < width {
                    frame.cursor = ScreenPosition(row: line, column: area.left + labelWidth + field.cursorColumn)
                }
            } else {
                let text = "[ " + label(row) + " ]"
                frame.write(
                    text, row: line, column: area.left + labelWidth, width: area.columns - labelWidth,
                    style: focused ? .selected : .plain)
            }
        }
        let top = OrdersScreen.Row.allCases.count + 1
        let answer = screen.showsCustomerOrders ? customerOrdersLines(screen) : orderLines(screen)
        for (offset, (text, style)) in answer.prefix(max(0, area.rows - top)).enumerated() {
            frame.write(text, row: area.row(top + offset), column: area.left, width: area.columns, style: style)
        }
    }

    private static func orderLines(_ screen: OrdersScreen) -> [(String, ScreenStyle)] {
        let state = screen.order.state
        if let error = state.errorMessage { return [(error, .error)] }
        guard state.receipt != nil || state.isWorking else { return [] }
        return OrderSummaryTextScreen.lines(state).map { ($0, .plain) }
    }

    private static func customerOrdersLines(_ screen: OrdersScreen) -> [(String, ScreenStyle)] {
        let state = screen.customerOrders.state
        if let error = state.errorMessage { return [(error, .error)] }
        return CustomerOrdersTextScreen.lines(state).map { ($0, .plain) }
    }
}
