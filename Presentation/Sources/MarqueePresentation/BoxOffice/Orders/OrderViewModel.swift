public import MarqueeDomain
public import Observation

/// One order: place it, then pay or cancel it.
///
/// Customers are named as people type them, orders and screenings by id.
/// A failed action clears the order shown and reports the error; the use
/// cases guarantee that nothing was written.
@Observable @MainActor
public final class OrderViewModel {
    /// What the last successful action did.
    public enum Action: Equatable, Sendable {
        case placed, paid, cancelled
    }

    /// The order after the last successful action, ready to show.
    public private(set) var summary: OrderSummary?
    /// The order itself, for front ends that print it as data.
    public private(set) var order: Order?
    /// The customer, when known, for front ends that print it as data.
    public private(set) var customer: User?
    /// The upcoming screenings the order's lines name, by id.
    public private(set) var screenings: [ScreeningID: Screening] = [:]
    /// What the last successful action did; `nil` after a failure.
    public private(set) var lastAction: Action?
    /// Whether an action is under way.
    public private(set) var isWorking = false
    /// The last error, worded for a person; cleared by the next success.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CinemaError?

    /// The zone times are shown in.
    public let times: LocalTimeFormat
    private let placeOrder: PlaceOrderUseCase
    private let payOrder: PayOrderUseCase
    private let cancelOrder: CancelOrderUseCase
    private let directory: UserDirectory
    private let lookup: ScreeningLookup

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - findUser: Finds the customer by name, and names the customer of an order.
    ///   - listProgram: Describes the screenings on the order's lines; without
    ///     it, lines show screening ids only.
    ///   - times: The zone times are shown in; the machine's by default.
    public init(
        placeOrder: PlaceOrderUseCase,
        payOrder: PayOrderUseCase,
        cancelOrder: CancelOrderUseCase,
        findUser: FindUserUseCase,
        listProgram: ListProgramUseCase? = nil,
        times: LocalTimeFormat = .current
    ) {
        self.placeOrder = placeOrder
        self.payOrder = payOrder
        self.cancelOrder = cancelOrder
        directory = UserDirectory(findUser: findUser)
        lookup = ScreeningLookup(listProgram: listProgram)
        self.times = times
    }

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
                    try ScreeningID(ticket.screeningIDText.trimmingWhitespace())
                }
                requests.append(TicketRequest(screeningID: screeningID, quantity: ticket.quantity))
            }
            let user = try await directory.user(named: userNameText)
            let order = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await placeOrder.execute(customer: user.id, tickets: requests)
            }
            return (order, user)
        }
    }

    /// Pays the order `orderIDText`.
    public func pay(orderIDText: String) async {
        await perform(.paid) { () throws(CinemaError) in
            let id = try await Self.orderID(orderIDText)
            let order = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in try await payOrder.execute(id) }
            return (order, await directory.user(withID: order.customer))
        }
    }

    /// Cancels the order `orderIDText`, freeing its seats.
    public func cancel(orderIDText: String) async {
        await perform(.cancelled) { () throws(CinemaError) in
            let id = try await Self.orderID(orderIDText)
            let order = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await cancelOrder.execute(id)
            }
            return (order, await directory.user(withID: order.customer))
        }
    }

    private static func orderID(_ text: String) async throws(CinemaError) -> OrderID {
        try await CinemaError.boxOffice { () throws(BoxOfficeError) in try OrderID(text.trimmingWhitespace()) }
    }

    private func perform(_ action: Action, _ body: () async throws(CinemaError) -> (Order, User?)) async {
        summary = nil
        order = nil
        customer = nil
        screenings = [:]
        lastAction = nil
        isWorking = true
        defer { isWorking = false }
        do throws(CinemaError) {
            let (order, customer) = try await body()
            let screenings = await lookup.screenings()
            self.order = order
            self.customer = customer
            self.screenings = screenings.filter { id, _ in order.lines.contains { $0.screeningID == id } }
            summary = OrderSummary(order: order, customer: customer, screenings: screenings, times: times)
            lastAction = action
            error = nil
            errorMessage = nil
        } catch {
            self.error = error
            errorMessage = error.userMessage(times: times)
        }
    }
}
