/// Orders tickets for a registered customer over the ports, the clock and
/// the identity generator, and holds the seats until the order is paid or
/// cancelled.
public struct PlaceOrderInteractor: PlaceOrderUseCase {
    private let customers: CustomerLookup
    private let screenings: any ScreeningRepository
    private let orders: any OrderRepository
    private let factory: BoxOfficeFactory
    private let clock: any TimeSource
    private let desk: Desk?
    private let holds: SeatHolds

    /// Creates the use case over its ports.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - screenings: The program's screenings.
    ///   - orders: The orders.
    ///   - ids: Where new identities come from.
    ///   - clock: The time now, by which it decides.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/placeOrder`` and which the order records; `nil` where
    ///     no desk is involved.
    ///   - holdMinutes: How long a new order holds its seats unpaid
    ///     (``SeatHolds/defaultMinutes`` unless the cinema says otherwise).
    public init(
        users: any UserRepository,
        screenings: any ScreeningRepository,
        orders: any OrderRepository,
        ids: any IDGenerator,
        clock: any TimeSource,
        desk: Desk? = nil,
        holdMinutes: Int = SeatHolds.defaultMinutes
    ) {
        customers = CustomerLookup(users: users)
        self.screenings = screenings
        self.orders = orders
        self.factory = BoxOfficeFactory(ids: ids)
        self.clock = clock
        self.desk = desk
        holds = SeatHolds(minutes: holdMinutes, orders: orders, clock: clock)
    }

    /// Places an order for `tickets`, one request per screening.
    ///
    /// Each screening must be bookable now (``BookableScreening``) and have
    /// the seats; the check here fails fast with a precise error, and
    /// ``OrderRepository/place(_:)`` repeats the reservation atomically so two
    /// customers racing for the last seats cannot both get them.
    ///
    /// Orders whose hold has run out are expired first, so their seats are
    /// on sale again; the new order holds its seats for the hold's minutes.
    ///
    /// - Returns: The new unpaid order, as stored.
    /// - Throws: ``BoxOfficeError/unknownUser(_:)``; ``BoxOfficeError/emptyOrder``;
    ///   ``BoxOfficeError/unknownScreening(_:)``; ``BoxOfficeError/screeningStarted(_:)``;
    ///   ``BoxOfficeError/screeningCancelled(_:)``;
    ///   ``BoxOfficeError/soldOut(seatsLeft:)``; ``BoxOfficeError/invalidQuantity(_:)``;
    ///   ``BoxOfficeError/duplicateLine(_:)``; ``BoxOfficeError/mixedCurrencies(_:_:)``;
    ///   ``BoxOfficeError/overflow``; a storage error. Nothing is written and no
    ///   seat is held when it throws.
    public func execute(customer: UserID, tickets: [TicketRequest]) async throws(BoxOfficeError) -> Order {
        try desk?.authorize(.placeOrder, as: BoxOfficeError.self)
        guard try await customers.customer(withID: customer) != nil else { throw .unknownUser(customer) }
        return try await place(for: customer, tickets: tickets).order
    }

    /// The customer and each screening are read once; ``OrderRepository/place(_:)``
    /// repeats the reservation (and the customer check) atomically.
    public func execute(customerNamed name: UserName, tickets: [TicketRequest]) async throws(BoxOfficeError)
        -> OrderReceipt
    {
        try desk?.authorize(.placeOrder, as: BoxOfficeError.self)
        let customer = try await customers.customer(named: name)
        let (order, screenings) = try await place(for: customer.id, tickets: tickets)
        return OrderReceipt(
            order: order, customer: customer, screenings: screenings.sorted { $0.startsAt < $1.startsAt })
    }

    /// Placed and paid in one write: ``OrderRepository/place(_:)`` stores
    /// the order as paid, so a walk-in never holds seats unpaid.
    public func sellWalkIn(tickets: [TicketRequest]) async throws(BoxOfficeError) -> OrderReceipt {
        try desk?.authorize(.placeOrder, as: BoxOfficeError.self)
        try desk?.authorize(.payOrder, as: BoxOfficeError.self)
        let (order, screenings) = try await place(for: nil, tickets: tickets, paid: true)
        return OrderReceipt(order: order, customer: nil, screenings: screenings.sorted { $0.startsAt < $1.startsAt })
    }

    private func place(for customer: UserID?, tickets: [TicketRequest], paid: Bool = false)
        async throws(BoxOfficeError) -> (order: Order, screenings: [Screening])
    {
        guard !tickets.isEmpty else { throw .emptyOrder }
        try await holds.releaseExpired()
        let now = await clock.now()
        var lines: [OrderLine] = []
        var reserved: [Screening] = []
        for request in tickets {
            guard var screening = try await screenings.screening(withID: request.screeningID) else {
                throw .unknownScreening(request.screeningID)
            }
            guard !screening.isCancelled else { throw .screeningCancelled(screening.id) }
            guard BookableScreening(at: now).isSatisfied(by: screening) else {
                throw StartsAfter(now).isSatisfied(by: screening)
                    ? .soldOut(seatsLeft: screening.seatsLeft) : .screeningStarted(screening.id)
            }
            try screening.reserve(request.quantity)
            reserved.append(screening)
            lines.append(
                try OrderLine(
                    screeningID: screening.id, quantity: request.quantity, unitPrice: screening.ticketPrice
                ))
        }
        let order = try await factory.makeOrder(
            for: customer, lines: lines, at: now, by: desk?.name, heldUntil: holds.heldUntil(placedAt: now),
            status: paid ? .paid(at: now) : .unpaid)
        try await orders.place(order)
        return (order, reserved)
    }

    /// Places an order for `quantity` tickets to one screening.
    ///
    /// - Throws: as ``execute(customer:tickets:)``.
    public func execute(customer: UserID, screening: ScreeningID, quantity: Int) async throws(BoxOfficeError)
        -> Order
    {
        try await execute(customer: customer, tickets: [TicketRequest(screeningID: screening, quantity: quantity)])
    }
}
