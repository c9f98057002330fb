import Foundation
public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func listCustomerOrders(_ input: Operations.ListCustomerOrders.Input) async throws
        -> Operations.ListCustomerOrders.Output
    {
        let name = try userName(input.query.customerName)
        let customerOrders = try desk().boxOffice.customerOrders
        let list = try await boxOffice { () async throws(BoxOfficeError) in
            try await customerOrders.execute(customerNamed: name)
        }
        return .ok(.init(body: .json(.init(list))))
    }

    /// Reading, so open to every desk.
    public func listOrders(_ input: Operations.ListOrders.Input) async throws -> Operations.ListOrders.Output {
        let list = try desk().boxOffice.orders
        let query = input.query
        let customer = try query.customerName.map(userName)
        let receipts = try await boxOffice { () async throws(BoxOfficeError) in
            var screening: ScreeningID?
            if let id = query.screening { screening = try ScreeningID(id) }
            return try await list.execute(
                OrderFilter(
                    customer: customer, screening: screening, from: query.from.map(Self.instant),
                    to: query.to.map(Self.instant),
                    unpaidOnly: query.unpaid ?? false))
        }
        return .ok(.init(body: .json(.init(orders: receipts.map(Components.Schemas.OrderReceipt.init)))))
    }

    /// A date on the wire as a timestamp; one past what a timestamp holds is
    /// the earliest or the latest one.
    static func instant(_ date: Date) -> Timestamp {
        Timestamp(date) ?? Timestamp(secondsSinceEpoch: date.timeIntervalSince1970 < 0 ? .min : .max)
    }

    /// Reading, so open to every desk.
    public func getDayReport(_ input: Operations.GetDayReport.Input) async throws -> Operations.GetDayReport.Output {
        let report = try desk().boxOffice.report
        let answer = try await boxOffice { () async throws(BoxOfficeError) in
            try await report.execute(from: Self.instant(input.query.from), to: Self.instant(input.query.to))
        }
        return .ok(.init(body: .json(.init(answer))))
    }

    public func getOrder(_ input: Operations.GetOrder.Input) async throws -> Operations.GetOrder.Output {
        let show = try desk().boxOffice.order
        let receipt = try await boxOffice { () async throws(BoxOfficeError) in
            try await show.execute(OrderID(input.path.orderID))
        }
        return .ok(.init(body: .json(.init(receipt))))
    }

    /// The request names the customer and the tickets wanted; the prices,
    /// the time, the identity and the desk are the server's.
    public func placeOrder(_ input: Operations.PlaceOrder.Input) async throws -> Operations.PlaceOrder.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        guard (1...100).contains(request.tickets.count) else {
            throw problems.problem(.malformedBody(at: "tickets"), .malformedBody, status: 400)
        }
        let customer = try userName(request.customerName)
        let place = try desk().boxOffice.place
        let receipt = try await boxOffice { () async throws(BoxOfficeError) in
            try await place.execute(customerNamed: customer, tickets: Self.tickets(request.tickets))
        }
        orderPlaced()
        return .created(.init(body: .json(.init(receipt))))
    }

    /// Sells to a walk-in by the desk's use case: the server's prices and
    /// clock; the desk must be allowed to place orders and take payments.
    public func sellWalkIn(_ input: Operations.SellWalkIn.Input) async throws -> Operations.SellWalkIn.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        guard (1...100).contains(request.tickets.count) else {
            throw problems.problem(.malformedBody(at: "tickets"), .malformedBody, status: 400)
        }
        let place = try desk().boxOffice.place
        let receipt = try await boxOffice { () async throws(BoxOfficeError) in
            try await place.sellWalkIn(tickets: Self.tickets(request.tickets))
        }
        orderPlaced()
        return .created(.init(body: .json(.init(receipt))))
    }

    /// The tickets a request asks for, each screening id checked.
    private static func tickets(_ requested: [Components.Schemas.TicketRequest]) throws(BoxOfficeError)
        -> [TicketRequest]
    {
        var tickets: [TicketRequest] = []
        for ticket in requested {
            tickets.append(TicketRequest(screeningID: try ScreeningID(ticket.screeningID), quantity: ticket.quantity))
        }
        return tickets
    }

    /// Paid now, by the server's clock, by the calling desk.
    public func payOrder(_ input: Operations.PayOrder.Input) async throws -> Operations.PayOrder.Output {
        let pay = try desk().boxOffice.pay
        let receipt = try await boxOffice { () async throws(BoxOfficeError) in
            try await pay.execute(OrderID(input.path.orderID))
        }
        return .ok(.init(body: .json(.init(receipt))))
    }

    /// Cancelled now, by the server's clock, by the calling desk.
    public func cancelOrder(_ input: Operations.CancelOrder.Input) async throws -> Operations.CancelOrder.Output {
        let cancel = try desk().boxOffice.cancel
        let receipt = try await boxOffice { () async throws(BoxOfficeError) in
            try await cancel.execute(OrderID(input.path.orderID))
        }
        return .ok(.init(body: .json(.init(receipt))))
    }
}
