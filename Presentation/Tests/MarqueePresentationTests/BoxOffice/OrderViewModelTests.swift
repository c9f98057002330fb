import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct OrderViewModelTests {
    func world(capacity: Int = 10, seatsSold: Int = 0, orders: [Order] = []) throws -> CinemaWorld {
        try CinemaWorld(
            users: [AccountsFixtures.ripley],
            screenings: [try BoxOfficeFixtures.screening("screening-1", capacity: capacity, seatsSold: seatsSold)],
            orders: orders
        )
    }

    func unpaidOrder() throws -> Order {
        try BoxOfficeFixtures.order(
            "order-1", customer: AccountsFixtures.ripley.id, screening: BoxOfficeFixtures.screening("screening-1"))
    }

    @Test func placingAnOrderHoldsTheSeatsAndSummarisesIt() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(userNameText: "ripley", screeningIDText: "screening-1", quantity: 2)
        let summary = try #require(viewModel.summary)
        #expect(viewModel.state.lastAction == .placed && viewModel.error == nil)
        #expect(summary.id.rawValue == "id-1" && summary.customer == "Ripley")
        #expect(
            summary.lines == [
                OrderSummary.Line(
                    screeningID: try ScreeningID("screening-1"), quantity: 2, unitPrice: "EUR 12.50",
                    subtotal: "EUR 25.00",
                    screening: "Alien, 2026-11-23 13:00, hall A"
                )
            ])
        #expect(summary.total == "EUR 25.00" && summary.statusText == "unpaid" && summary.isUnpaid)
        #expect(summary.placedAt == "2026-11-22 13:00")
        #expect(await world.store.storedOrders == [try #require(viewModel.state.receipt?.order)])
        #expect(await world.store.storedScreenings.first?.seatsSold == 2)
        #expect(viewModel.state.receipt?.screenings.map(\.id.rawValue) == ["screening-1"])
    }

    @Test func soldOutTellsTheSeatsLeftAndNothingIsWritten() async throws {
        let world = try world(capacity: 2, seatsSold: 1)
        let viewModel = world.orderViewModel()
        await viewModel.place(userNameText: "Ripley", screeningIDText: "screening-1", quantity: 2)
        #expect(viewModel.error == .boxOffice(.soldOut(seatsLeft: 1)))
        #expect(viewModel.errorMessage == "Only 1 seat is left for this screening; order at most 1.")
        #expect(viewModel.summary == nil && viewModel.state.receipt?.order == nil && viewModel.state.lastAction == nil)
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.store.storedScreenings.first?.seatsSold == 1)
    }

    @Test func anUnknownCustomerIsNamedAndNothingIsWritten() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(userNameText: "Newt", screeningIDText: "screening-1", quantity: 1)
        #expect(viewModel.error == .boxOffice(.unknownCustomerName(try UserName("Newt"))))
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func aMalformedOrUnknownScreeningIsRefused() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(userNameText: "Ripley", screeningIDText: "screening 1", quantity: 1)
        #expect(viewModel.error == .boxOffice(.invalidIdentifier("screening 1")))
        #expect(viewModel.error?.isUsageError == true)
        await viewModel.place(userNameText: "Ripley", screeningIDText: "screening-9", quantity: 1)
        #expect(viewModel.error == .boxOffice(.unknownScreening(try ScreeningID("screening-9"))))
        await viewModel.place(userNameText: "Ripley", screeningIDText: "screening-1", quantity: 0)
        #expect(viewModel.error == .boxOffice(.invalidQuantity(0)))
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func payingRecordsTheTime() async throws {
        let world = try world(orders: [try unpaidOrder()])
        await world.clock.advance(minutes: 5)
        let viewModel = world.orderViewModel()
        await viewModel.pay(orderIDText: "order-1")
        #expect(viewModel.state.lastAction == .paid)
        #expect(viewModel.summary?.statusText == "paid 2026-11-22 13:05")
        #expect(viewModel.summary?.customer == "Ripley" && viewModel.summary?.isUnpaid == false)
        #expect(await world.store.storedOrders.first?.status == .paid(at: SharedFixtures.now(plus: 5)))
    }

    @Test func payingACancelledOrderIsRefusedAndNothingIsWritten() async throws {
        var order = try unpaidOrder()
        try order.cancel(at: SharedFixtures.now)
        let world = try world(orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.pay(orderIDText: "order-1")
        #expect(viewModel.error == .boxOffice(.orderNotUnpaid(.cancelled(at: SharedFixtures.now))))
        #expect(
            viewModel.errorMessage
                == "This order was cancelled at 2026-11-22 13:00; it cannot be paid or cancelled again — place a new order."
        )
        #expect(await world.store.storedOrders == [order])
    }

    @Test func cancellingAPaidOrderIsRefusedAndNothingIsWritten() async throws {
        var order = try unpaidOrder()
        try order.pay(at: SharedFixtures.now)
        let world = try world(seatsSold: 2, orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.cancel(orderIDText: "order-1")
        #expect(viewModel.error == .boxOffice(.orderNotUnpaid(.paid(at: SharedFixtures.now))))
        #expect(
            viewModel.errorMessage
                == "This order was paid at 2026-11-22 13:00; a paid order cannot be cancelled or paid again.")
        #expect(await world.store.storedOrders == [order])
        #expect(await world.store.storedScreenings.first?.seatsSold == 2)
    }

    @Test func cancellingFreesTheSeats() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(userNameText: "Ripley", screeningIDText: "screening-1", quantity: 3)
        await world.clock.advance(minutes: 1)
        await viewModel.cancel(orderIDText: "id-1")
        #expect(viewModel.state.lastAction == .cancelled)
        #expect(viewModel.summary?.statusText == "cancelled 2026-11-22 13:01")
        #expect(await world.store.storedScreenings.first?.seatsSold == 0)
    }

    @Test func anUnknownOrMalformedOrderIsRefused() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.pay(orderIDText: "order-9")
        #expect(viewModel.error == .boxOffice(.unknownOrder(try OrderID("order-9"))))
        await viewModel.cancel(orderIDText: "")
        #expect(viewModel.error == .boxOffice(.invalidIdentifier("")))
    }

    @Test func aPastScreeningIsStillDescribed() async throws {
        let world = try world(seatsSold: 2, orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await world.clock.advance(minutes: 60 * 24 * 7)
        await viewModel.cancel(orderIDText: "order-1")
        #expect(viewModel.error == nil)
        #expect(viewModel.summary?.lines.first?.screening == "Alien, 2026-11-23 13:00, hall A")
    }

    @Test func aStorageFailureWhileDescribingStillReportsThePayment() async throws {
        let world = try world(orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await world.users.failNextCall(with: .storageFailed("disk I/O error"))
        await viewModel.pay(orderIDText: "order-1")
        #expect(viewModel.error == nil)
        #expect(viewModel.state.lastAction == .paid)
        #expect(viewModel.summary?.statusText.hasPrefix("paid") == true)
    }

    @Test func anOrderOfADeletedCustomerShowsTheirId() async throws {
        let order = try BoxOfficeFixtures.order(
            "order-1", customer: UserID("user-gone"), screening: BoxOfficeFixtures.screening("screening-1")
        )
        let world = try world(orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.pay(orderIDText: "order-1")
        #expect(viewModel.summary?.customer == "user-gone")
        #expect(viewModel.state.receipt?.customer == nil)
    }
}
