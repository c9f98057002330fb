/// Every use case of the Box office context: what each front end (the
/// commands, the full-screen app, the service's handlers) takes.
///
/// Built either over the ports, running each use case's interactor here
/// (``init(users:screenings:orders:movies:screeningIDs:orderIDs:clock:desk:schedulingDays:holdMinutes:)``),
/// or from other implementations of the same boundaries
/// (``init(schedule:addHall:halls:change:cancelScreening:program:place:pay:cancel:order:customerOrders:report:orders:)``): a desk
/// of the box office service passes its remote clients, each one request
/// to the service, which runs the interactors with its own store, clock,
/// identities, catalog and prices.
public struct BoxOfficeUseCases: Sendable {
    /// Puts a movie on the program.
    public let schedule: any ScheduleScreeningUseCase
    /// Adds a hall with its seats.
    public let addHall: any AddHallUseCase
    /// The cinema's halls.
    public let halls: any ListHallsUseCase
    /// Moves a screening or changes its price.
    public let change: any ChangeScreeningUseCase
    /// Calls a screening off, with its orders.
    public let cancelScreening: any CancelScreeningUseCase
    /// The upcoming screenings.
    public let program: any ListProgramUseCase
    /// Orders tickets.
    public let place: any PlaceOrderUseCase
    /// Pays an unpaid order.
    public let pay: any PayOrderUseCase
    /// Cancels an unpaid order, freeing its seats.
    public let cancel: any CancelOrderUseCase
    /// One order with its customer and screenings.
    public let order: any ShowOrderUseCase
    /// A customer's orders.
    public let customerOrders: any ListCustomerOrdersUseCase
    /// The day's overview: seats and money per screening, and the totals.
    public let report: any DayReportUseCase
    /// Every customer's orders, filtered by screening, day or status.
    public let orders: any ListOrdersUseCase

    /// Builds the interactors over the context's ports.
    ///
    /// - Parameters:
    ///   - users: The customers (Accounts' port).
    ///   - screenings: Where screenings are kept.
    ///   - orders: Where orders are kept.
    ///   - movies: The catalog screenings are scheduled from.
    ///   - screeningIDs: Where new screenings' identities come from.
    ///   - orderIDs: Where new orders' identities come from.
    ///   - clock: The one clock.
    ///   - desk: The desk they run for, whose role each write checks and
    ///     which orders record; `nil` where no desk is involved (the command
    ///     line on its own data file).
    ///   - schedulingDays: How many days ahead a screening may start
    ///     (``ScheduleScreeningInteractor/defaultSchedulingDays``, a year, unless the cinema says otherwise).
    ///   - holdMinutes: How long an unpaid order holds its seats
    ///     (``SeatHolds/defaultMinutes`` unless the cinema says otherwise). Every
    ///     use case expires the holds that ran out before it reads or writes.
    public init(
        users: any UserRepository, screenings: any ScreeningRepository, orders: any OrderRepository,
        movies: any MoviesRepository, screeningIDs: any IDGenerator, orderIDs: any IDGenerator, clock: any TimeSource,
        desk: Desk? = nil, schedulingDays: Int = ScheduleScreeningInteractor.defaultSchedulingDays,
        holdMinutes: Int = SeatHolds.defaultMinutes
    ) {
        let holds = SeatHolds(minutes: holdMinutes, orders: orders, clock: clock)
        schedule = ScheduleScreeningInteractor(
            movies: movies, screenings: screenings, ids: screeningIDs, clock: clock, desk: desk,
            schedulingDays: schedulingDays)
        change = ChangeScreeningInteractor(
            screenings: screenings, clock: clock, desk: desk, schedulingDays: schedulingDays)
        addHall = AddHallInteractor(screenings: screenings, desk: desk)
        halls = ListHallsInteractor(screenings: screenings)
        cancelScreening = CancelScreeningInteractor(screenings: screenings, orders: orders, clock: clock, desk: desk)
        program = ListProgramInteractor(screenings: screenings, clock: clock, holds: holds)
        place = PlaceOrderInteractor(
            users: users, screenings: screenings, orders: orders, ids: orderIDs, clock: clock, desk: desk,
            holdMinutes: holdMinutes)
        pay = PayOrderInteractor(orders: orders, users: users, screenings: screenings, clock: clock, desk: desk)
        cancel = CancelOrderInteractor(orders: orders, users: users, screenings: screenings, clock: clock, desk: desk)
        order = ShowOrderInteractor(orders: orders, users: users, screenings: screenings, holds: holds)
        customerOrders = ListCustomerOrdersInteractor(
            orders: orders, users: users, screenings: screenings, holds: holds)
        report = DayReportInteractor(screenings: screenings, orders: orders, holds: holds)
        self.orders = ListOrdersInteractor(orders: orders, users: users, screenings: screenings, holds: holds)
    }

    /// Gathers implementations of the context's boundaries.
    public init(
        schedule: any ScheduleScreeningUseCase, addHall: any AddHallUseCase, halls: any ListHallsUseCase,
        change: any ChangeScreeningUseCase,
        cancelScreening: any CancelScreeningUseCase, program: any ListProgramUseCase,
        place: any PlaceOrderUseCase,
        pay: any PayOrderUseCase, cancel: any CancelOrderUseCase, order: any ShowOrderUseCase,
        customerOrders: any ListCustomerOrdersUseCase, report: any DayReportUseCase, orders: any ListOrdersUseCase
    ) {
        self.schedule = schedule
        self.addHall = addHall
        self.halls = halls
        self.change = change
        self.cancelScreening = cancelScreening
        self.program = program
        self.place = place
        self.pay = pay
        self.cancel = cancel
        self.order = order
        self.customerOrders = customerOrders
        self.report = report
        self.orders = orders
    }
}
