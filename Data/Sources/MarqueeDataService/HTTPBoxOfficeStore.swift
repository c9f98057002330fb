import MarqueeAPI
public import MarqueeDomain

/// Screenings and orders kept by the box office service, for a desk that
/// runs with `--server`: one store behind both ports, as every store is.
/// The service applies each write in one transaction of its own store, with
/// the aggregates' rules, so two desks racing for the last seats cannot
/// both get them.
public struct HTTPBoxOfficeStore: ScreeningRepository, OrderRepository {
    private let service: ServiceClient

    /// Creates the store over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    // MARK: Screenings

    public func add(_ screening: Screening) async throws(BoxOfficeError) {
        do {
            let output = try await service.client.addScreening(
                path: .init(screeningID: screening.id.rawValue), body: .json(.init(screening)))
            // 200: a retry of this request found it stored already: added once, as asked.
            if case .ok = output { return }
            _ = try output.created
        } catch {
            throw RemoteFailure.boxOffice(error)
        }
    }

    public func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening? {
        let answer: Components.Schemas.Screening
        do {
            answer = try await service.client.getScreening(path: .init(screeningID: id.rawValue)).ok.body.json
        } catch {
            if case .unknownScreening? = (RemoteFailure.unwrap(error) as? RemoteProblem)?.type { return nil }
            throw RemoteFailure.boxOffice(error)
        }
        return try answer.toDomain()
    }

    public func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening] {
        guard !ids.isEmpty else { return [] }
        var found: [Screening] = []
        // The service takes 100 ids a request.
        let sorted = ids.map(\.rawValue).sorted()
        for start in stride(from: 0, to: sorted.count, by: 100) {
            found += try await list(.init(id: Array(sorted[start..<min(start + 100, sorted.count)])))
        }
        return found.sorted { ($0.startsAt, $0.hall) < ($1.startsAt, $1.hall) }
    }

    public func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening] {
        try await list(.init(startingAfter: time.date))
    }

    public func allScreenings() async throws(BoxOfficeError) -> [Screening] {
        try await list(.init())
    }

    public func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening] {
        try await list(.init(hall: hall.name))
    }

    private func list(_ query: Operations.ListScreenings.Input.Query) async throws(BoxOfficeError) -> [Screening] {
        let answer: [Components.Schemas.Screening]
        do {
            answer = try await service.client.listScreenings(query: query).ok.body.json.screenings
        } catch {
            throw RemoteFailure.boxOffice(error)
        }
        var screenings: [Screening] = []
        for screening in answer { screenings.append(try screening.toDomain()) }
        return screenings
    }

    // MARK: Orders

    public func place(_ order: Order) async throws(BoxOfficeError) {
        do {
            let output = try await service.client.placeOrder(
                path: .init(orderID: order.id.rawValue), body: .json(.init(order)))
            switch output {
            case .created: return
            case .ok:
                // This request was retried after the service had placed it
                // (the retry found it stored): placed once, as asked.
                return
            default: _ = try output.created
            }
        } catch {
            throw RemoteFailure.boxOffice(error)
        }
    }

    public func recordPayment(of id: OrderID, at time: Timestamp) async throws(BoxOfficeError) -> Order {
        try await settled {
            try await service.client.payOrder(path: .init(orderID: id.rawValue), body: .json(.init(at: time.date)))
                .ok.body.json
        }
    }

    public func recordCancellation(of id: OrderID, at time: Timestamp) async throws(BoxOfficeError) -> Order {
        try await settled {
            try await service.client.cancelOrder(path: .init(orderID: id.rawValue), body: .json(.init(at: time.date)))
                .ok.body.json
        }
    }

    public func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? {
        let answer: Components.Schemas.Order
        do {
            answer = try await service.client.getOrder(path: .init(orderID: id.rawValue)).ok.body.json
        } catch {
            if case .unknownOrder? = (RemoteFailure.unwrap(error) as? RemoteProblem)?.type { return nil }
            throw RemoteFailure.boxOffice(error)
        }
        return try decoded(answer)
    }

    public func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await orders(.init(customer: customer.rawValue))
    }

    public func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        try await !orders(.init(customer: customer.rawValue, status: .unpaid)).isEmpty
    }

    private func orders(_ query: Operations.ListOrders.Input.Query) async throws(BoxOfficeError) -> [Order] {
        let answer: [Components.Schemas.Order]
        do {
            answer = try await service.client.listOrders(query: query).ok.body.json.orders
        } catch {
            throw RemoteFailure.boxOffice(error)
        }
        var orders: [Order] = []
        for order in answer { orders.append(try decoded(order)) }
        return orders
    }

    private func settled(_ call: () async throws -> Components.Schemas.Order) async throws(BoxOfficeError) -> Order {
        let answer: Components.Schemas.Order
        do {
            answer = try await call()
        } catch {
            throw RemoteFailure.boxOffice(error)
        }
        return try decoded(answer)
    }

    private func decoded(_ order: Components.Schemas.Order) throws(BoxOfficeError) -> Order {
        guard let decoded = try order.toDomain() else {
            throw .storageFailed(StorageFailure(.badRecord(.order(id: order.id)), place: .unknown))
        }
        return decoded
    }
}
