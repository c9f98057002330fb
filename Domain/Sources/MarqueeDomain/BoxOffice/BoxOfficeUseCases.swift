/// Every use case of the Box office context, built once over its ports.
public struct BoxOfficeUseCases: Sendable {
    /// Puts a movie on the program.
    public let schedule: ScheduleScreeningUseCase
    /// The upcoming screenings.
    public let program: ListProgramUseCase
    /// Orders tickets.
    public let place: PlaceOrderUseCase
    /// Pays an unpaid order.
    public let pay: PayOrderUseCase
    /// Cancels an unpaid order, freeing its seats.
    public let cancel: CancelOrderUseCase
    /// Names the customer and screenings of an order.
    public let receipt: OrderReceiptUseCase
    /// A customer's orders.
    public let customerOrders: ListCustomerOrdersUseCase

    /// Builds the use cases over the context's ports.
    ///
    /// - Parameters:
    ///   - users: The customers (Accounts' port).
    ///   - screenings: Where screenings are kept.
    ///   - orders: Where orders are kept.
    ///   - movies: The catalog screenings are scheduled from.
    ///   - screeningIDs: Where new screenings' identities come from.
    ///   - orderIDs: Where new orders' identities come from.
    ///   - clock: The one clock.
    public init(
        users: any UserRepository, screenings: any ScreeningRepository, orders: any OrderRepository,
        movies: any MoviesRepository, screeningIDs: any IDGenerator, orderIDs: any IDGenerator, clock: any TimeSource
    ) {
        schedule = ScheduleScreeningUseCase(movies: movies, screenings: screenings, ids: screeningIDs, clock: clock)
        program = ListProgramUseCase(screenings: screenings, clock: clock)
        place = PlaceOrderUseCase(users: users, screenings: screenings, orders: orders, ids: orderIDs, clock: clock)
        pay = PayOrderUseCase(orders: orders, clock: clock)
        cancel = CancelOrderUseCase(orders: orders, clock: clock)
        receipt = OrderReceiptUseCase(users: users, screenings: screenings)
        customerOrders = ListCustomerOrdersUseCase(orders: orders, users: users, screenings: screenings)
    }
}
