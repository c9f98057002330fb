import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct BoxOfficeScreenTests {
    let times: LocalTimeFormat
    let alien: Screening
    let empire: Screening

    init() throws {
        times = try TestZones.berlin()
        alien = try BoxOfficeFixtures.screening("screening-1", startsInMinutes: 60, capacity: 10, seatsSold: 3)
        empire = try BoxOfficeFixtures.screening(
            "s2", movie: MovieFixtures.empireStrikesBack, hall: "IMAX1", startsInMinutes: 600, capacity: 250,
            ticketPrice: Money(minorUnits: 1800, currency: .jpy), seatsSold: 250
        )
    }

    func program(_ screenings: [Screening], hasLoaded: Bool = true, error: CinemaError? = nil) -> ProgramState {
        var state = ProgramState(times: times)
        state.screenings = screenings
        state.hasLoaded = hasLoaded
        state.error = error
        return state
    }

    func receipt(_ order: Order, customer: User?, screenings: [Screening]) -> OrderReceipt {
        OrderReceipt(order: order, customer: customer, screenings: screenings)
    }

    func orderState(_ receipt: OrderReceipt?, action: OrderState.Action?, error: CinemaError? = nil) -> OrderState {
        var state = OrderState(times: times)
        state.receipt = receipt
        state.lastAction = action
        state.error = error
        return state
    }

    @Test func theProgramIsATableWithSeatsLeftOfCapacity() {
        #expect(
            program([alien, empire]).textLines == [
                "2 upcoming screenings, times in Europe/Berlin",
                "",
                "ID           Time              Hall   Movie                            Left      Price",
                "screening-1  2026-11-22 14:00  A      Alien                            7/10  EUR 12.50",
                "s2           2026-11-22 23:00  IMAX1  The Empire Strikes Back         0/250  JPY  1800  sold out",
            ])
    }

    @Test func longMovieTitlesAreCut() throws {
        let long = try BoxOfficeFixtures.screening(movie: MovieFixtures.movie(7, String(repeating: "x", count: 40)))
        let row = program([long]).textLines[3]
        #expect(row.contains(String(repeating: "x", count: 29) + "…"))
    }

    @Test func anEmptyProgramSaysHowToScheduleAndAnErrorIsTheWholeScreen() {
        #expect(
            program([]).textLines == [
                "No upcoming screenings. Schedule one with: marquee screenings schedule <movie-id> --hall A "
                    + "--at 2026-12-24T20:00 --seats 80 --price \"12.50 EUR\""
            ])
        #expect(
            program([], error: .boxOffice(.storageFailed(.diskFull))).textLines
                == [StorageFailure.diskFull.userMessage])
        #expect(program([], hasLoaded: false).textLines == ["Loading the program…"])
    }

    @Test func aScheduledScreeningIsConfirmed() {
        var state = ScheduleScreeningState(times: times)
        state.screening = alien
        #expect(
            state.confirmation(for: .commandLine) == [
                "Scheduled Alien in hall A at 2026-11-22 14:00 (117 min): 10 seats at EUR 12.50.",
                "Screening id: screening-1",
            ])
        state.error = .boxOffice(.emptyOrder)
        #expect(
            state.confirmation(for: .commandLine) == [CinemaError.boxOffice(.emptyOrder).userMessage(times: times)])
    }

    func order(status: OrderStatus = .unpaid) throws -> Order {
        try Order(
            id: OrderID("order-1"), customer: AccountsFixtures.ripley.id,
            lines: [
                OrderLine(screeningID: alien.id, quantity: 2, unitPrice: alien.ticketPrice),
                OrderLine(screeningID: ScreeningID("gone"), quantity: 12, unitPrice: BoxOfficeFixtures.euros(800)),
            ],
            placedAt: SharedFixtures.now, status: status
        )
    }

    @Test func anUnpaidOrderSummaryShowsLinesTotalAndWhatToDoNext() throws {
        let placed = receipt(try order(), customer: try AccountsFixtures.ripley, screenings: [alien])
        #expect(
            orderState(placed, action: .placed).lines(for: .commandLine) == [
                "Order placed; the seats are held until it is paid or cancelled.",
                "",
                "Order     order-1",
                "Customer  Ripley",
                "Placed    2026-11-22 13:00",
                "Status    unpaid",
                "",
                "   2 × EUR 12.50 = EUR  25.00  Alien, 2026-11-22 14:00, hall A (screening screening-1)",
                "  12 × EUR  8.00 = EUR  96.00  screening gone",
                "             Total EUR 121.00",
                "",
                "Pay with: marquee orders pay order-1   Cancel with: marquee orders cancel order-1",
            ])
    }

    @Test func aCancelledOrderSummaryShowsWhenAndNoNextStep() throws {
        let cancelled = receipt(
            try order(status: .cancelled(at: SharedFixtures.now(plus: 5))), customer: nil, screenings: [])
        #expect(
            orderState(cancelled, action: .cancelled).lines(for: .commandLine) == [
                "Order cancelled; its seats are free again.",
                "",
                "Order     order-1",
                "Customer  deleted customer (user-ripley)",
                "Placed    2026-11-22 13:00",
                "Status    cancelled 2026-11-22 13:05",
                "",
                "   2 × EUR 12.50 = EUR  25.00  screening screening-1",
                "  12 × EUR  8.00 = EUR  96.00  screening gone",
                "             Total EUR 121.00",
            ])
        #expect(
            orderState(nil, action: nil, error: .boxOffice(.emptyOrder)).lines(for: .commandLine)
                == [CinemaError.boxOffice(.emptyOrder).userMessage(times: times)])
    }

    @Test func aCustomersOrdersAreATable() throws {
        let paid = try order(status: .paid(at: SharedFixtures.now(plus: 90)))
        let small = try BoxOfficeFixtures.order(
            "order-22", customer: AccountsFixtures.ripley.id, screening: alien, quantity: 1)
        var state = CustomerOrdersState(times: times)
        state.orders = CustomerOrders(customer: try AccountsFixtures.ripley, orders: [small, paid], screenings: [])
        #expect(
            state.textLines == [
                "Ripley — 2 orders, newest first",
                "",
                "ID        Placed            Tickets       Total  Status",
                "order-22  2026-11-22 13:00        1  EUR  12.50  unpaid",
                "order-1   2026-11-22 13:00       14  EUR 121.00  paid 2026-11-22 14:30",
            ])
    }

    @Test func aCustomerWithoutOrdersIsToldHowToOrder() throws {
        var state = CustomerOrdersState(times: times)
        state.orders = CustomerOrders(customer: try AccountsFixtures.ripley, orders: [], screenings: [])
        #expect(
            state.textLines == [
                "Ripley has no orders yet. Order with: marquee orders place --user Ripley --screening <id> --quantity N"
            ])
    }
}
