public import MarqueeDomain
public import Observation

/// One order: place it, then pay or cancel it.
///
/// Customers are named as people type them, orders and screenings by id.
/// A failed action clears the order shown and reports the error; the use
/// cases guarantee that nothing was written.
@Observable @MainActor
public final class OrderViewModel {
    /// Everything the screen shows.
    public private(set) var state: OrderState

    private let placeOrder: PlaceOrderUseCase
    private let payOrder: PayOrderUseCase
    private let cancelOrder: CancelOrderUseCase
    private let describeOrder: OrderReceiptUseCase

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - describeOrder: Names the customer and screenings of a paid or cancelled order.
    ///   - times: The zone times are shown in; the machine's by default.
    public init(
        placeOrder: PlaceOrderUseCase,
        payOrder: PayOrderUseCase,
        cancelOrder: CancelOrderUseCase,
        describeOrder: OrderReceiptUseCase,
        times: LocalTimeFormat = .current
    ) {
        self.placeOrder = placeOrder
        self.payOrder = payOrder
        self.cancelOrder = cancelOrder
        self.describeOrder = describeOrder
        state = OrderState(times: times)
    }

    /// The order shown, ready to show.
    public var summary: OrderSummary? { state.summary }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CinemaError? { state.error }

    /// Orders `quantity` tickets for the screening `screeningIDText` for the
    /// user named `userNameText`; the seats are held until paid or cancelled.
    public func place(userNameText: String, screeningIDText: String, quantity: Int) async {
        await place(userNameText: userNameText, tickets: [(screeningIDText, quantity)])
    }

    /// Places one order for several screenings at once: every line's seats are
    /// reserved, or none (tickets in two currencies, for instance, are refused).
    ///
    /// - Parameter tickets: Screening ids as typed, each with a quantity.
    public func place(userNameText: String, tickets: [(screeningIDText: String, quantity: Int)]) async {
        await perform(.placed) { () throws(CinemaError) in
            var requests: [TicketRequest] = []
            for ticket in tickets {
                let screeningID = try await CinemaError.boxOffice { () throws(BoxOfficeError) in
                    try ScreeningID(parsing: ticket.screeningIDText)
                }
                requests.append(TicketRequest(screeningID: screeningID, quantity: ticket.quantity))
            }
            let name = try await CinemaError.accounts { () throws(AccountsError) in try UserName(userNameText) }
            return try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await placeOrder.execute(customerNamed: name, tickets: requests)
            }
        }
    }

    /// Pays the order `orderIDText`.
    public func pay(orderIDText: String) async {
        await perform(.paid) { () throws(CinemaError) in
            let id = try await Self.orderID(orderIDText)
            let order = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await payOrder.execute(id)
            }
            return await receipt(for: order)
        }
    }

    /// Cancels the order `orderIDText`, freeing its seats.
    public func cancel(orderIDText: String) async {
        await perform(.cancelled) { () throws(CinemaError) in
            let id = try await Self.orderID(orderIDText)
            let order = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await cancelOrder.execute(id)
            }
            return await receipt(for: order)
        }
    }

    /// The receipt of an order just paid or cancelled. When it cannot be read
    /// the order shows without names: it was paid or cancelled all the same,
    /// and saying otherwise would mislead.
    private func receipt(for order: Order) async -> OrderReceipt {
        (try? await describeOrder.execute(order)) ?? OrderReceipt(order: order, customer: nil, screenings: [])
    }

    private static func orderID(_ text: String) async throws(CinemaError) -> OrderID {
        try await CinemaError.boxOffice { () throws(BoxOfficeError) in try OrderID(parsing: text) }
    }

    private func perform(_ action: OrderState.Action, _ body: () async throws(CinemaError) -> OrderReceipt) async {
        state.receipt = nil
        state.lastAction = nil
        state.isWorking = true
        do throws(CinemaError) {
            state.receipt = try await body()
            state.lastAction = action
            state.error = nil
        } catch {
            state.error = error
        }
        state.isWorking = false
    }

    /// `marquee orders place`: places the order, then renders it.
    public func placeCommand(
        userNameText: String, tickets: [(screeningIDText: String, quantity: Int)], format: OutputFormat
    ) async -> CommandOutput {
        await place(userNameText: userNameText, tickets: tickets)
        return output(format: format)
    }

    /// `marquee orders pay`: pays the order, then renders it.
    public func payCommand(orderIDText: String, format: OutputFormat) async -> CommandOutput {
        await pay(orderIDText: orderIDText)
        return output(format: format)
    }

    /// `marquee orders cancel`: cancels the order, then renders it.
    public func cancelCommand(orderIDText: String, format: OutputFormat) async -> CommandOutput {
        await cancel(orderIDText: orderIDText)
        return output(format: format)
    }

    /// The state the last action left, as text or JSON, or the one-line error.
    public func output(format: OutputFormat) -> CommandOutput {
        .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: OrderSummaryTextScreen.lines, json: OrdersJSON.document
        )
    }
}
