@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The Orders panel in a person's hands: one intent places one order,
/// cancelling asks first.
@MainActor
@Suite struct OrdersInteractionTests {
    func world() throws -> InteractiveWorld {
        try InteractiveWorld(
            users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
    }

    /// Orders, the form filled for one ticket to screening-1, focus on the place button.
    func fillTheForm(_ world: InteractiveWorld) {
        world.press(.tab, .tab)
        world.type("Ripley")
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter, .enter)
    }

    func orderCount(_ world: InteractiveWorld) async -> Int {
        await world.cinema.store.storedOrders.count
    }

    /// Issue 36: after an order for Ripley, Program → Enter showed
    /// "Customer Ripley" with the caret past it, and the Enters that follow
    /// sold to Ripley again.
    @Test func anOrderStartedFromTheProgramHasNoCustomerYet() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
        world.show(tab: 2)
        await world.settle()
        world.press(.enter)
        await world.settle()
        #expect(world.app.tab == .orders)
        #expect(world.app.orders.customer.text.isEmpty)
        #expect(world.app.orders.screening.text == "screening-1")
        #expect(world.app.orders.tickets.text == "1" && world.app.orders.tickets.isDefault)
        #expect(world.app.orders.focus == .customer)
        #expect(world.app.orders.answer == .none)
        world.press(.enter, .enter, .enter, .enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
        #expect(world.app.orders.problem?.field == .customer)
    }

    /// Issue 36: the form showed a screening id and nothing else before
    /// Enter. It names the screening, its price and the total as tickets are
    /// typed; an id that matches nothing is said once the field is left.
    @Test func theFormSaysWhatItWouldSellBeforeEnter() async throws {
        let world = try world()
        world.show(tab: 2)
        await world.settle()
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains("1 × EUR 12.50 = EUR 12.50 · Alien · "))
        #expect(world.app.orders.preview?.text.hasSuffix(" · hall A · 10 left") == true)
        world.press(.down, .down)
        world.type("3")
        #expect(world.screenText().contains("3 × EUR 12.50 = EUR 37.50 · Alien · "))
        world.type("0")
        #expect(world.screenText().contains("Only 10 seats left · Alien · "))
        world.press(.up)
        world.type("x")
        #expect(world.app.orders.preview == nil, "said while the id is being typed")
        world.press(.down)
        await world.settle()
        #expect(
            world.screenText().contains("No upcoming screening has the id screening-1x; the Program (2) lists them."))
        #expect(await orderCount(world) == 0)
    }

    /// Issue 36: the form took a screening id the person had to copy from
    /// the Program. With the field focused it lists the upcoming screenings
    /// the words typed pick out (title, time, hall); Enter takes the first.
    @Test func theScreeningIsChosenByWordsOfItsTitleOrTime() async throws {
        let empire = try BoxOfficeFixtures.screening(
            "s-empire", movie: MovieFixtures.empireStrikesBack, hall: "B", startsInMinutes: 26 * 60)
        let world = try InteractiveWorld(
            users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1"), empire])
        world.show(tab: 3)
        await world.settle()
        world.type("Ripley")
        world.press(.enter)
        #expect(world.app.orders.screeningChoices.map(\.id.rawValue) == ["screening-1", "s-empire"])
        #expect(world.screenText().contains("2 screenings · type words of its title or time to choose"))
        #expect(world.app.orders.screeningPick == nil, "Enter on the empty field would sell the first screening")
        world.type("EMPIRE")
        #expect(world.app.orders.screeningChoices.map(\.id.rawValue) == ["s-empire"])
        #expect(world.app.orders.hints.contains(KeyHint(key: "Enter", action: "take the one marked")))
        world.press(.enter)
        #expect(world.app.orders.screening.text == "s-empire" && world.app.orders.focus == .tickets)
        #expect(world.screenText().contains("1 × EUR 12.50 = EUR 12.50 · The Empire Strikes Back · "))
        world.press(.enter, .enter)
        await world.settle()
        #expect(await world.cinema.store.storedOrders.flatMap { $0.lines.map(\.screeningID.rawValue) } == ["s-empire"])
    }

    /// Enter took a sold-out screening when it came first.
    @Test func enterTakesTheFirstScreeningWithSeatsLeft() async throws {
        let full = try BoxOfficeFixtures.screening("s-full", startsInMinutes: 60, capacity: 2, seatsSold: 2)
        let open = try BoxOfficeFixtures.screening("s-open", hall: "B", startsInMinutes: 120)
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley], screenings: [full, open])
        world.show(tab: 3)
        await world.settle()
        world.press(.enter)
        world.type("alien")
        #expect(world.app.orders.screeningChoices.map(\.id.rawValue) == ["s-full", "s-open"])
        #expect(world.app.orders.screeningPick?.id.rawValue == "s-open")
        world.press(.enter)
        #expect(world.app.orders.screening.text == "s-open")
    }

    /// The list shown for an empty field is there to read: Enter moves on
    /// without taking its first screening.
    @Test func enterOnTheEmptyScreeningFieldTakesNothing() async throws {
        let world = try world()
        world.show(tab: 3)
        await world.settle()
        world.press(.enter)
        #expect(world.app.orders.screeningChoices.count == 1)
        world.press(.enter)
        #expect(world.app.orders.focus == .tickets && world.app.orders.screening.text.isEmpty)
    }

    /// An id typed in other letter case is no id the program holds: it is
    /// words, and Enter takes the screening they pick out.
    @Test func anIdTypedInCapitalsPicksItsScreening() async throws {
        let world = try world()
        world.show(tab: 3)
        await world.settle()
        world.press(.enter)
        world.type("SCREENING-1")
        #expect(world.app.orders.screeningPick?.id.rawValue == "screening-1")
        world.press(.enter)
        #expect(world.app.orders.screening.text == "screening-1" && world.app.orders.preview?.foundTheScreening == true)
    }

    @Test func wordsThatPickNoScreeningSaySoAndEnterMovesOn() async throws {
        let world = try world()
        world.show(tab: 3)
        await world.settle()
        world.press(.enter)
        world.type("zzq")
        #expect(world.app.orders.screeningChoices.isEmpty)
        #expect(world.screenText().contains("No upcoming screening for \"zzq\"; type words of its title or time"))
        world.press(.enter)
        #expect(world.app.orders.focus == .tickets && world.app.orders.screening.text == "zzq")
        #expect(world.screenText().contains("No upcoming screening has the id zzq"))
    }

    @Test func aNewOrderFromAReceiptKeepsItsCustomerAndStartsTheRestAfresh() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.up)
        world.type("3")
        world.press(.down, .enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
        world.press(.character("n"))
        #expect(world.app.orders.customer.text == "Ripley")
        #expect(world.app.orders.screening.text.isEmpty)
        #expect(world.app.orders.tickets.text == "1" && world.app.orders.tickets.isDefault)
        #expect(world.app.orders.focus == .screening)
    }

    /// Issue 36, point 10: Esc on an order opened from a customer's orders
    /// went to the Movies tab; it goes back to that list, read afresh (the
    /// order was paid meanwhile).
    @Test func escapeFromAnOrderOpenedFromTheListGoesBackToTheList() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        world.app.go(.customerOrders(try UserName("Ripley")))
        await world.settle()
        #expect(world.app.orders.answer == .customerOrders && world.app.orders.focus == .orders)
        world.press(.enter)
        await world.settle()
        #expect(world.app.orders.answer == .receipt)
        #expect(world.app.orders.hints.contains(KeyHint(key: "Esc", action: "back to the list")))
        world.press(.character("p"))
        await world.settle()
        world.press(.escape)
        await world.settle()
        #expect(world.app.tab == .orders)
        #expect(world.app.orders.answer == .customerOrders && world.app.orders.focus == .orders)
        #expect(world.app.orders.customerOrders.state.summaries.map(\.status) == ["paid"])
        // From the list there is nowhere to go back to: Orders stays.
        world.press(.escape)
        #expect(world.app.tab == .orders && world.app.orders.answer == .customerOrders)
    }

    @Test func aDigitTypedIntoTicketsReplacesTheOne() throws {
        let world = try world()
        world.press(.tab, .tab)
        world.type("Ripley")
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter)
        #expect(world.app.orders.focus == .tickets)
        world.type("2")
        #expect(world.app.orders.tickets.text == "2")
        world.type("0")
        #expect(world.app.orders.tickets.text == "20")
    }

    @Test func theFormLeadsToThePlaceButton() throws {
        let world = try world()
        fillTheForm(world)
        #expect(world.app.orders.focus == .place)
        #expect(world.app.orders.canPlace)
    }

    @Test func repeatedEnterOnPlaceTheOrderPlacesOneOrder() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter, .enter, .enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
    }

    @Test func afterPlacingFocusIsOnTheReceiptWhereEnterNeitherPlacesNorPays() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        #expect(world.app.orders.focus == .receipt)
        world.press(.enter, .enter, .enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
        #expect(await world.cinema.store.storedOrders.allSatisfy { $0.status.isUnpaid })
    }

    @Test func thePlaceButtonStaysOffUntilAFieldChanges() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        world.press(.up, .up, .up, .up, .up)
        #expect(world.app.orders.focus == .place)
        world.press(.enter)
        await world.settle()
        #expect(await orderCount(world) == 1)
    }

    @Test func changingAFieldTurnsThePlaceButtonOnAgain() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        world.press(.up, .up, .up, .up, .up, .up)
        #expect(world.app.orders.focus == .tickets)
        world.press(.backspace)
        world.type("2")
        world.press(.down, .enter)
        await world.settle()
        #expect(await orderCount(world) == 2)
    }

    @Test func aPlacedOrderSaysHowToOrderAgain() async throws {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        world.press(.up, .up, .up, .up, .up)
        #expect(world.app.orders.hints.first == KeyHint(key: "", action: "placed; change a field to order again"))
    }

    @Test func aFieldThatCannotBeReadIsMarkedAndNothingIsPlaced() async throws {
        let world = try world()
        world.press(.tab, .tab)
        world.type("Ri")
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter, .enter, .enter)
        await world.settle()
        #expect(world.app.orders.focus == .customer)
        #expect(world.screenText().contains("That name has 2 characters, too few"))
        #expect(await orderCount(world) == 0)
    }

    // MARK: Cancelling asks first

    /// An unpaid order placed through the form, focus on its receipt.
    func placedOrder() async throws -> InteractiveWorld {
        let world = try world()
        fillTheForm(world)
        world.press(.enter)
        await world.settle()
        return world
    }

    func status(_ world: InteractiveWorld) async -> OrderStatus? {
        await world.cinema.store.storedOrders.first?.status
    }

    @Test func cancellingAsksFirst() async throws {
        let world = try await placedOrder()
        world.type("c")
        #expect(world.app.confirmation?.question == "Cancel order id-1 and free its seat?")
        #expect(world.frame().lines.contains { $0.contains("Cancel order id-1 and free its seat?") })
        #expect(world.frame().lines.last?.contains("y yes · n or Esc no") == true)
    }

    @Test func yCancelsTheOrder() async throws {
        let world = try await placedOrder()
        world.type("c")
        world.type("y")
        await world.settle()
        #expect(await status(world) == .cancelled(at: SharedFixtures.now))
    }

    @Test func aPaidOrderIsRefundedAfterTheQuestionNamesTheMoney() async throws {
        let world = try await placedOrder()
        world.type("p")
        await world.settle()
        #expect(world.frame().lines.contains { $0.contains("[ Refund ]") || $0.contains("Refund") })
        #expect(world.frame().lines.last?.contains("c refund") == true)
        world.type("c")
        #expect(world.app.confirmation?.question == "Refund order id-1: give back EUR 12.50 and free its seat?")
        world.type("n")
        await world.settle()
        #expect(await status(world) == .paid(at: SharedFixtures.now))
        world.type("c")
        world.type("y")
        await world.settle()
        #expect(await status(world) == .refunded(at: SharedFixtures.now))
        #expect(world.frame().lines.contains { $0.contains("Order refunded: give back EUR 12.50") })
        // Refunded for good: no button and no key acts on it any more.
        #expect(!world.frame().lines.contains { $0.contains("Refund ") && $0.contains("New order") })
        world.type("c")
        #expect(world.app.confirmation == nil)
    }

    @Test func nDoesNotCancel() async throws {
        let world = try await placedOrder()
        world.type("c")
        world.type("n")
        await world.settle()
        #expect(await status(world) == .unpaid)
        #expect(world.app.confirmation == nil)
    }

    @Test func escDoesNotCancel() async throws {
        let world = try await placedOrder()
        world.type("c")
        world.press(.escape)
        await world.settle()
        #expect(await status(world) == .unpaid)
        #expect(world.app.confirmation == nil)
    }

    @Test func anyOtherKeyLeavesTheQuestionOpenAndCancelsNothing() async throws {
        let world = try await placedOrder()
        world.type("c")
        world.press(.enter, .tab)
        world.type("q")
        await world.settle()
        #expect(await status(world) == .unpaid)
        #expect(world.app.confirmation != nil && !world.app.isFinished)
    }

    @Test func payingNeedsNoQuestion() async throws {
        let world = try await placedOrder()
        world.type("p")
        await world.settle()
        #expect(await status(world) == .paid(at: SharedFixtures.now))
    }

    @Test func repeatedEnterOnPayPaysOnceAndShowsThePaidOrder() async throws {
        let world = try await placedOrder()
        world.press(.up, .up, .up)
        #expect(world.app.orders.focus == .pay)
        world.press(.enter, .enter)
        await world.settle()
        #expect(world.app.orders.order.state.error == nil)
        #expect(world.app.orders.order.state.lastAction == .paid)
    }

    @Test func aFailedPayShowsWhyInsteadOfTheReceipt() async throws {
        let world = try await placedOrder()
        await world.cinema.store.failNextCall(with: .storageFailed(.busy))
        world.type("p")
        await world.settle()
        #expect(world.screenText().contains(StorageFailure.busy.userMessage))
        #expect(await status(world) == .unpaid)
    }

    @Test
    func afterAFailedPayTheFocusIsOnAControlThatIsShown() async throws {
        let world = try await placedOrder()
        await world.cinema.store.failNextCall(with: .storageFailed(.busy))
        world.type("p")
        await world.settle()
        #expect(world.app.orders.ring.contains(world.app.orders.focus))
    }
}
