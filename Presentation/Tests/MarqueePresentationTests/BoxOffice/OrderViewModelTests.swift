import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``OrderViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `place(for:tickets:)` answered | anything | the seats held, `receipt` of the new order with its customer and screenings, `lastAction == .placed`, `error == nil`, `isWorking == false` |
/// | `pay(id)` answered | anything | the order paid now, its `receipt`, `lastAction == .paid`, `error == nil` |
/// | `cancel(id)` answered | anything | the order cancelled now and its seats freed, `lastAction == .cancelled`, `error == nil` |
/// | `pay` / `cancel` answered, the receipt unreadable | anything | the order shown without names; still no error |
/// | any action refused or failed | a receipt shown | `receipt == nil`, `lastAction == nil`, `error` set, nothing written |
/// | `show(receipt)` | anything | that receipt, no action, no error |
/// | `reset()` | anything | an empty state in the same zone |
/// | `placeCommand` / `payCommand` / `cancelCommand` | — | what happened and the receipt, or JSON, or the one-line error |
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

    func tickets(_ quantity: Int, for screening: String = "screening-1") throws -> [TicketRequest] {
        [TicketRequest(screeningID: try ScreeningID(screening), quantity: quantity)]
    }

    func name(_ text: String) throws -> UserName { try UserName(text) }
    func orderID(_ raw: String) throws -> OrderID { try OrderID(raw) }

    @Test func placingAnOrderHoldsTheSeatsAndSummarisesIt() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("ripley"), tickets: try tickets(2))
        let summary = try #require(viewModel.state.summary)
        #expect(viewModel.state.lastAction == .placed && viewModel.state.error == nil)
        #expect(summary.id.rawValue == "id-1" && summary.customer == "Ripley")
        #expect(
            summary.lines == [
                OrderSummary.Line(
                    screeningID: try ScreeningID("screening-1"), quantity: 2, unitPrice: "EUR 12.50",
                    subtotal: "EUR 25.00",
                    screening: "Alien, 2026-11-23 13:00, hall A"
                )
            ])
        #expect(
            summary.total == "EUR 25.00" && summary.statusText == "unpaid, held until 2026-11-22 13:15"
                && summary.isUnpaid)
        #expect(summary.placedAt == "2026-11-22 13:00")
        #expect(await world.store.storedOrders == [try #require(viewModel.state.receipt?.order)])
        #expect(await world.store.storedScreenings.first?.seatsSold == 2)
        #expect(viewModel.state.receipt?.screenings.map(\.id.rawValue) == ["screening-1"])
    }

    @Test func aFinishedActionIsNoLongerWorking() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        #expect(!viewModel.state.isWorking)
    }

    @Test func soldOutTellsTheSeatsLeftAndNothingIsWritten() async throws {
        let world = try world(capacity: 2, seatsSold: 1)
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(2))
        #expect(viewModel.state.error == .boxOffice(.soldOut(seatsLeft: 1)))
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "Only 1 seat is left for this screening; order at most 1.")
        #expect(viewModel.state.summary == nil && viewModel.state.lastAction == nil)
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.store.storedScreenings.first?.seatsSold == 1)
    }

    @Test func anUnknownCustomerIsNamedAndNothingIsWritten() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Newt"), tickets: try tickets(1))
        #expect(viewModel.state.error == .boxOffice(.unknownCustomerName(try name("Newt"))))
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func anUnknownScreeningIsRefused() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1, for: "screening-9"))
        #expect(viewModel.state.error == .boxOffice(.unknownScreening(try ScreeningID("screening-9"))))
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func noTicketsIsRefused() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(0))
        #expect(viewModel.state.error == .boxOffice(.invalidQuantity(0)))
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func payingRecordsTheTime() async throws {
        let world = try world(orders: [try unpaidOrder()])
        await world.clock.advance(minutes: 5)
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-1"))
        #expect(viewModel.state.lastAction == .paid)
        #expect(viewModel.state.summary?.statusText == "paid 2026-11-22 13:05")
        #expect(viewModel.state.summary?.customer == "Ripley" && viewModel.state.summary?.isUnpaid == false)
        #expect(await world.store.storedOrders.first?.status == .paid(at: SharedFixtures.now(plus: 5)))
    }

    @Test func aSuccessfulPayClearsThePreviousError() async throws {
        let world = try world(orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-9"))
        await viewModel.pay(try orderID("order-1"))
        #expect(viewModel.state.error == nil)
    }

    @Test func payingACancelledOrderIsRefusedAndNothingIsWritten() async throws {
        var order = try unpaidOrder()
        try order.cancel(at: SharedFixtures.now)
        let world = try world(orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-1"))
        #expect(viewModel.state.error == .boxOffice(.orderNotUnpaid(.cancelled(at: SharedFixtures.now))))
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "This order was cancelled at 2026-11-22 13:00; it cannot be paid or cancelled again — place a new order."
        )
        #expect(await world.store.storedOrders == [order])
    }

    @Test func cancellingAPaidOrderRefundsItAndSaysSo() async throws {
        var order = try unpaidOrder()
        try order.pay(at: SharedFixtures.now)
        let world = try world(seatsSold: 2, orders: [order])
        let viewModel = world.orderViewModel()
        await world.clock.advance(minutes: 4)
        await viewModel.cancel(try orderID("order-1"))
        #expect(viewModel.state.error == nil)
        #expect(viewModel.state.lastAction == .refunded)
        #expect(viewModel.state.receipt?.order.status == .refunded(at: SharedFixtures.now(plus: 4)))
        let lines = viewModel.state.lines(for: .screen)
        #expect(lines.first == "Order refunded: give back \(order.total.displayText); its seats are free again.")
        #expect(lines.contains { $0.contains("refunded 2026-11-22 13:04") })
        #expect(await world.store.storedScreenings.first?.seatsSold == 0)
        await viewModel.cancel(try orderID("order-1"))
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "This order was refunded at 2026-11-22 13:04; it cannot be paid or cancelled again — place a new order."
        )
    }

    @Test func cancellingFreesTheSeats() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(3))
        await world.clock.advance(minutes: 1)
        await viewModel.cancel(try orderID("id-1"))
        #expect(viewModel.state.lastAction == .cancelled)
        #expect(viewModel.state.summary?.statusText == "cancelled 2026-11-22 13:01")
        #expect(await world.store.storedScreenings.first?.seatsSold == 0)
    }

    @Test func aSuccessfulCancelClearsThePreviousError() async throws {
        let world = try world(seatsSold: 2, orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await viewModel.cancel(try orderID("order-9"))
        await viewModel.cancel(try orderID("order-1"))
        #expect(viewModel.state.error == nil)
    }

    @Test func aSuccessfulPlaceClearsThePreviousError() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Newt"), tickets: try tickets(1))
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        #expect(viewModel.state.error == nil)
    }

    @Test func anUnknownOrderIsRefused() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-9"))
        #expect(viewModel.state.error == .boxOffice(.unknownOrder(try orderID("order-9"))))
    }

    @Test func aFailedActionDoesNotKeepShowingThePreviousReceipt() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        await viewModel.pay(try orderID("order-9"))
        #expect(viewModel.state.receipt == nil)
        #expect(viewModel.state.lastAction == nil)
    }

    @Test func aFailedActionShowsOnlyItsError() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        await viewModel.cancel(try orderID("order-9"))
        #expect(
            viewModel.state.lines(for: .screen) == ["No order has id order-9; pick one from the customer's orders."])
    }

    @Test func aPastScreeningIsStillDescribed() async throws {
        let world = try world(seatsSold: 2, orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await world.clock.advance(minutes: 60 * 24 * 7)
        await viewModel.cancel(try orderID("order-1"))
        #expect(viewModel.state.error == nil)
        #expect(viewModel.state.summary?.lines.first?.screening == "Alien, 2026-11-23 13:00, hall A")
    }

    @Test func aStorageFailureWhileDescribingStillReportsThePayment() async throws {
        let world = try world(orders: [try unpaidOrder()])
        let viewModel = world.orderViewModel()
        await world.users.failNextCall(with: .storageFailed(.diskFull))
        await viewModel.pay(try orderID("order-1"))
        #expect(viewModel.state.error == nil)
        #expect(viewModel.state.lastAction == .paid)
        #expect(viewModel.state.summary?.statusText.hasPrefix("paid") == true)
    }

    @Test func anOrderOfADeletedCustomerShowsTheirId() async throws {
        let order = try BoxOfficeFixtures.order(
            "order-1", customer: UserID("user-gone"), screening: BoxOfficeFixtures.screening("screening-1")
        )
        let world = try world(orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-1"))
        #expect(viewModel.state.summary?.customer == "deleted customer (user-gone)")
        #expect(viewModel.state.receipt?.customer == nil)
    }

    @Test func showingAReceiptMakesItTheOrderToActOn() async throws {
        let order = try unpaidOrder()
        let world = try world(orders: [order])
        let viewModel = world.orderViewModel()
        await viewModel.pay(try orderID("order-9"))
        let receipt = OrderReceipt(order: order, customer: try AccountsFixtures.ripley, screenings: [])
        viewModel.show(receipt)
        #expect(viewModel.state.receipt == receipt)
        #expect(viewModel.state.error == nil && viewModel.state.lastAction == nil)
    }

    @Test func resettingForgetsTheOrder() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        viewModel.reset()
        #expect(viewModel.state == OrderState(times: world.times))
    }

    @Test func onScreenAnUnpaidOrderSaysWhichKeysActOnIt() async throws {
        let world = try world()
        let viewModel = world.orderViewModel()
        await viewModel.place(for: try name("Ripley"), tickets: try tickets(1))
        #expect(viewModel.state.lines(for: .screen).last == "p pays, c cancels (asks first), n starts a new order.")
    }

    @Test func thePlaceCommandSaysWhatHappened() async throws {
        let world = try world()
        let output = await world.orderViewModel().placeCommand(
            for: try name("Ripley"), tickets: try tickets(1), format: .text)
        #expect(
            output.standardOutput.first
                == "Order placed; its seats are held until 2026-11-22 13:15: pay before then, or they go back on sale.")
        #expect(
            output.standardOutput.last == "Pay with: marquee orders pay id-1   Cancel with: marquee orders cancel id-1")
    }

    @Test func aRefusedPayCommandIsOneLineAndNotAUsageError() async throws {
        let world = try world()
        let output = await world.orderViewModel().payCommand(try orderID("order-9"), format: .text)
        #expect(output.outcome == .failure)
        #expect(
            output.standardError == [
                "marquee: No order has id order-9; see marquee orders list --user <name> for the ids."
            ])
    }
}
