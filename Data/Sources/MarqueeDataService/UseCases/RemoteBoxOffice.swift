import MarqueeAPI
public import MarqueeDomain

// The Box office's use cases for a desk of the box office service: each
// call is one request, carrying the intent only, and the service runs the
// interactor with its own store, clock, identities, catalog and prices.

/// Schedules a screening through the service (`POST /screenings`).
public struct RemoteScheduleScreening: ScheduleScreeningUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(
        movieID: MovieID, hall: Hall, startsAt: Timestamp, capacity: Int?, ticketPrice: Money, runtimeMinutes: Int?
    ) async throws(BoxOfficeError) -> Screening {
        let failure = RemoteFailure(address: service.address)
        let answer: Components.Schemas.Screening
        do {
            answer = try await service.client.scheduleScreening(
                body: .json(
                    .init(
                        movieID: Int64(movieID.rawValue), hall: hall.name, startsAt: startsAt.date,
                        runtimeMinutes: runtimeMinutes, capacity: capacity, ticketPrice: .init(ticketPrice)))
            ).created.body.json
        } catch {
            throw failure.boxOffice(error)
        }
        return try answer.toDomain()
    }
}

/// Adds a hall through the service (`POST /halls`).
public struct RemoteAddHall: AddHallUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ hall: Hall, seats: Int) async throws(BoxOfficeError) -> CinemaHall {
        let answer = try await service.boxOffice { client in
            try await client.addHall(body: .json(.init(name: hall.name, seats: seats))).created.body.json
        }
        return try answer.toDomain()
    }
}

/// The cinema's halls through the service (`GET /halls`).
public struct RemoteListHalls: ListHallsUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute() async throws(BoxOfficeError) -> [CinemaHall] {
        let answer = try await service.boxOffice { client in try await client.listHalls().ok.body.json.halls }
        var halls: [CinemaHall] = []
        for hall in answer { halls.append(try hall.toDomain()) }
        return halls
    }
}

/// Moves a screening or changes its price through the service (`PATCH /screenings/{id}`).
public struct RemoteChangeScreening: ChangeScreeningUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        let failure = RemoteFailure(address: service.address)
        let answer: Components.Schemas.Screening
        do {
            answer = try await service.client.changeScreening(
                path: .init(screeningID: id.rawValue),
                body: .json(
                    .init(
                        startsAt: change.startsAt?.date, hall: change.hall?.name,
                        ticketPrice: change.ticketPrice.map(Components.Schemas.Money.init)))
            ).ok.body.json
        } catch {
            throw failure.boxOffice(error)
        }
        return try answer.toDomain()
    }
}

/// Calls a screening off through the service: what it would do
/// (`GET /screenings/{id}/cancellation`), and doing it (`POST`).
public struct RemoteCancelScreening: CancelScreeningUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func impact(of id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact {
        let answer = try await service.boxOffice { client in
            try await client.getScreeningCancellation(path: .init(screeningID: id.rawValue)).ok.body.json
        }
        return try answer.toDomain()
    }

    public func execute(_ id: ScreeningID) async throws(BoxOfficeError) -> ScreeningCancellationImpact {
        let answer = try await service.boxOffice { client in
            try await client.cancelScreening(path: .init(screeningID: id.rawValue)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// The upcoming program, by the service's clock (`GET /program`).
public struct RemoteListProgram: ListProgramUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(bookableOnly: Bool) async throws(BoxOfficeError) -> [Screening] {
        let answer = try await service.boxOffice { client in
            try await client.listProgram(query: .init(bookable: bookableOnly)).ok.body.json.screenings
        }
        var screenings: [Screening] = []
        for screening in answer { screenings.append(try screening.toDomain()) }
        return screenings
    }
}

/// Places an order through the service (`POST /orders`): the customer's
/// name and the tickets wanted; the prices, the time and the order's
/// identity are the service's.
public struct RemotePlaceOrder: PlaceOrderUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(customerNamed name: UserName, tickets: [TicketRequest]) async throws(BoxOfficeError)
        -> OrderReceipt
    {
        let answer = try await service.boxOffice { client in
            try await client.placeOrder(
                body: .json(
                    .init(
                        customerName: name.displayName,
                        tickets: tickets.map { .init(screeningID: $0.screeningID.rawValue, quantity: $0.quantity) }))
            ).created.body.json
        }
        return try answer.toDomain()
    }

    /// Sells to a walk-in through the service (`POST /sales`): the tickets
    /// wanted only; prices, time, payment and identity are the service's.
    public func sellWalkIn(tickets: [TicketRequest]) async throws(BoxOfficeError) -> OrderReceipt {
        let answer = try await service.boxOffice { client in
            try await client.sellWalkIn(
                body: .json(
                    .init(tickets: tickets.map { .init(screeningID: $0.screeningID.rawValue, quantity: $0.quantity) }))
            ).created.body.json
        }
        return try answer.toDomain()
    }
}

/// Takes an order's payment through the service (`POST /orders/{id}/payment`).
public struct RemotePayOrder: PayOrderUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        let answer = try await service.boxOffice { client in
            try await client.payOrder(path: .init(orderID: id.rawValue)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// Cancels an order through the service (`POST /orders/{id}/cancellation`).
public struct RemoteCancelOrder: CancelOrderUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        let answer = try await service.boxOffice { client in
            try await client.cancelOrder(path: .init(orderID: id.rawValue)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// One order from the service (`GET /orders/{id}`).
public struct RemoteShowOrder: ShowOrderUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ id: OrderID) async throws(BoxOfficeError) -> OrderReceipt {
        let answer = try await service.boxOffice { client in
            try await client.getOrder(path: .init(orderID: id.rawValue)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// A customer's orders from the service (`GET /orders?customerName=`).
public struct RemoteListCustomerOrders: ListCustomerOrdersUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(customerNamed name: UserName) async throws(BoxOfficeError) -> CustomerOrders {
        let answer = try await service.boxOffice { client in
            try await client.listCustomerOrders(query: .init(customerName: name.displayName)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// The day's overview from the service (`GET /report?from=&to=`).
public struct RemoteDayReport: DayReportUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(from: Timestamp, to: Timestamp) async throws(BoxOfficeError) -> DayReport {
        let answer = try await service.boxOffice { client in
            try await client.getDayReport(query: .init(from: from.date, to: to.date)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// Every customer's orders a filter admits, from the service (`GET /sales`).
public struct RemoteListOrders: ListOrdersUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(_ filter: OrderFilter) async throws(BoxOfficeError) -> [OrderReceipt] {
        let answer = try await service.boxOffice { client in
            try await client.listOrders(
                query: .init(
                    customerName: filter.customer?.displayName, screening: filter.screening?.rawValue,
                    from: filter.from?.date, to: filter.to?.date, unpaid: filter.unpaidOnly)
            ).ok.body.json.orders
        }
        var receipts: [OrderReceipt] = []
        for receipt in answer { receipts.append(try receipt.toDomain()) }
        return receipts
    }
}

extension BoxOfficeUseCases {
    /// The Box office of the service `service` reaches: every use case one request.
    public init(service: ServiceClient) {
        self.init(
            schedule: RemoteScheduleScreening(service: service), addHall: RemoteAddHall(service: service),
            halls: RemoteListHalls(service: service), change: RemoteChangeScreening(service: service),
            cancelScreening: RemoteCancelScreening(service: service), program: RemoteListProgram(service: service),
            place: RemotePlaceOrder(service: service), pay: RemotePayOrder(service: service),
            cancel: RemoteCancelOrder(service: service), order: RemoteShowOrder(service: service),
            customerOrders: RemoteListCustomerOrders(service: service), report: RemoteDayReport(service: service),
            orders: RemoteListOrders(service: service))
    }
}
