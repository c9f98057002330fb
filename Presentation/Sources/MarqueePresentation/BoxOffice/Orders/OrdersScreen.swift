import MarqueeDomain
import Observation

/// The interactive Orders screen: a small form (customer, screening, tickets,
/// order) and the actions on it — place, pay, cancel, list the customer's
/// orders. Up and Down move between rows; typing edits the row's field.
@Observable @MainActor
final class OrdersScreen {
    /// The rows, top to bottom: four fields, then four actions.
    enum Row: Int, CaseIterable {
        case customer, screening, quantity, order, place, pay, cancel, list

        /// Whether the row is a text field.
        var isField: Bool { rawValue <= Row.order.rawValue }
    }

    /// Places, pays and cancels.
    let order: OrderViewModel
    /// The customer's orders.
    let customerOrders: CustomerOrdersViewModel
    /// The fields' texts, by row.
    private(set) var fields: [Row: TextFieldState] = [.quantity: TextFieldState("1")]
    /// The row with focus.
    private(set) var focus = Row.customer
    /// Whether the order (or its error) or the customer's orders was the last answer.
    private(set) var showsCustomerOrders = false
    @ObservationIgnored private let tasks: TaskTracker

    init(order: OrderViewModel, customerOrders: CustomerOrdersViewModel, tasks: TaskTracker) {
        self.order = order
        self.customerOrders = customerOrders
        self.tasks = tasks
    }

    /// Whether a text field has focus.
    var hasTextFocus: Bool { focus.isField }

    /// The text of a field.
    func text(_ row: Row) -> String { fields[row]?.text ?? "" }

    /// Prepares an order for `screeningID`: its field filled, focus on the customer.
    func prepareOrder(screeningID: String) {
        fields[.screening] = TextFieldState(screeningID)
        focus = text(.customer).isEmpty ? .customer : .quantity
    }

    /// Applies a key.
    func handle(_ key: ScreenKey) -> ScreenOutcome {
        switch key {
        case .up: focus = Row(rawValue: focus.rawValue - 1) ?? focus
        case .down: focus = Row(rawValue: focus.rawValue + 1) ?? focus
        case .home: focus = .customer
        case .character("/") where !focus.isField: focus = .customer
        case .end: focus = .list
        case .escape where focus.isField: focus = .place
        case .enter where focus.isField: focus = Row(rawValue: focus.rawValue + 1) ?? focus
        case .enter: perform(focus)
        default:
            guard focus.isField else { return .ignored }
            var field = fields[focus] ?? TextFieldState()
            let edited = field.edit(key)
            fields[focus] = field
            return edited || [.left, .right, .ctrl("a"), .ctrl("e")].contains(key) ? .handled : .ignored
        }
        return .handled
    }

    private func perform(_ row: Row) {
        let customer = text(.customer), orderID = text(.order)
        switch row {
        case .place:
            let screening = text(.screening)
            let quantity = Int(String(text(.quantity).filter { !$0.isWhitespace })) ?? 0
            run { [order] in
                await order.place(userNameText: customer, screeningIDText: screening, quantity: quantity)
            }
        case .pay: run { [order] in await order.pay(orderIDText: orderID) }
        case .cancel: run { [order] in await order.cancel(orderIDText: orderID) }
        case .list:
            showsCustomerOrders = true
            tasks.run { [customerOrders] in await customerOrders.load(userNameText: customer) }
        default: break
        }
    }

    /// Runs an order action, then fills the order field with the order it
    /// left so paying or cancelling it is one key away.
    private func run(_ action: @escaping @MainActor () async -> Void) {
        showsCustomerOrders = false
        tasks.run { [weak self] in
            await action()
            guard let self, let id = order.state.receipt?.order.id else { return }
            fields[.order] = TextFieldState(id.rawValue)
        }
    }
}
