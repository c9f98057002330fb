#if Service
public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func listOrders(_ input: Operations.ListOrders.Input) async throws -> Operations.ListOrders.Output {
        let orders = try await boxOffice { () async throws(BoxOfficeError) -> [Order] in
            let customer: UserID
            do throws(AccountsError) {
                customer = try UserID(input.query.customer)
            } catch {
                throw .invalidIdentifier(input.query.customer)
            }
            return try await store.orders(for: customer)
                .filter { order in
                    switch input.query.status {
                    case nil: true
                    case .unpaid?: order.status == .unpaid
                    case .paid?: if case .paid = order.status { true } else { false }
                    case .cancelled?: if case .cancelled = order.status { true } else { false }
                    }
                }
                .sorted { ($0.placedAt, $0.id) < ($1.placedAt, $1.id) }
        }
        return .ok(.init(body: .json(.init(orders: orders.map { .init($0) }))))
    }

    public func getOrder(_ input: Operations.GetOrder.Input) async throws -> Operations.GetOrder.Output {
        let order = try await boxOffice { () async throws(BoxOfficeError) in
            let id = try OrderID(input.path.orderID)
            guard let order = try await store.order(withID: id) else { throw .unknownOrder(id) }
            return order
        }
        return .ok(.init(body: .json(.init(order))))
    }

    /// The order id is the idempotency key: a retried request (the same
    /// order stored already) answers the stored order and reserves nothing
    /// more; the same id with another order is refused.
    public func placeOrder(_ input: Operations.PlaceOrder.Input) async throws -> Operations.PlaceOrder.Output {
        guard case let .json(fields) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let order = try await boxOffice { () async throws(BoxOfficeError) in
            try fields.toDomain(id: OrderID(input.path.orderID))
        }
        if let stored = try await storedOrder(order) { return .ok(.init(body: .json(.init(stored)))) }
        do throws(BoxOfficeError) {
            try await store.place(order)
        } catch {
            if let stored = try await storedOrder(order) { return .ok(.init(body: .json(.init(stored)))) }
            throw problems.problem(error)
        }
        orderPlaced()
        return .created(.init(body: .json(.init(order))))
    }

    /// A retry (the order already paid at the time asked) answers the order.
    public func payOrder(_ input: Operations.PayOrder.Input) async throws -> Operations.PayOrder.Output {
        guard case let .json(settlement) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let time = try timestamp(settlement.at)
        let order = try await boxOffice { () async throws(BoxOfficeError) in
            let id = try OrderID(input.path.orderID)
            do throws(BoxOfficeError) {
                return try await store.recordPayment(of: id, at: time)
            } catch {
                guard error == .orderNotUnpaid(.paid(at: time)) else { throw error }
                guard let order = try await store.order(withID: id) else { throw .unknownOrder(id) }
                return order
            }
        }
        return .ok(.init(body: .json(.init(order))))
    }

    /// A retry (the order already cancelled at the time asked) answers the order.
    public func cancelOrder(_ input: Operations.CancelOrder.Input) async throws -> Operations.CancelOrder.Output {
        guard case let .json(settlement) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let time = try timestamp(settlement.at)
        let order = try await boxOffice { () async throws(BoxOfficeError) in
            let id = try OrderID(input.path.orderID)
            do throws(BoxOfficeError) {
                return try await store.recordCancellation(of: id, at: time)
            } catch {
                guard error == .orderNotUnpaid(.cancelled(at: time)) else { throw error }
                guard let order = try await store.order(withID: id) else { throw .unknownOrder(id) }
                return order
            }
        }
        return .ok(.init(body: .json(.init(order))))
    }

    /// The stored order with `order`'s id when it is the same order; a
    /// problem when the id holds another one; `nil` when none.
    private func storedOrder(_ order: Order) async throws -> Order? {
        let stored = try await boxOffice { () async throws(BoxOfficeError) in try await store.order(withID: order.id) }
        guard let stored else { return nil }
        guard stored.customer == order.customer, stored.lines == order.lines, stored.placedAt == order.placedAt else {
            throw problems.problem(
                .retriedWithOtherData(what: "order", id: order.id.rawValue), .retriedWithOtherData, status: 409)
        }
        return stored
    }
}
#endif
