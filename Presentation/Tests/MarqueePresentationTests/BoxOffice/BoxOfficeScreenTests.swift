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

    @Test func theProgramIsATableWithSeatsLeftOfCapacity() {
        let state = ProgramScreen.State(
            items: [alien, empire].map { ProgramItem(screening: $0, times: times) }, timeZoneName: "Europe/Berlin"
        )
        #expect(ProgramScreen.render(state) == [
            "2 upcoming screenings, times in Europe/Berlin",
            "",
            "ID           Time              Hall   Movie                           Seats      Price",
            "screening-1  2026-11-22 14:00  A      Alien                            7/10  EUR 12.50",
            "s2           2026-11-22 23:00  IMAX1  The Empire Strikes Back         0/250  JPY  1800  sold out",
        ])
    }

    @Test func longMovieTitlesAreCut() throws {
        let long = try BoxOfficeFixtures.screening(movie: MovieFixtures.movie(7, String(repeating: "x", count: 40)))
        let row = ProgramScreen.render(ProgramScreen.State(items: [ProgramItem(screening: long, times: times)]))[3]
        #expect(row.contains(String(repeating: "x", count: 29) + "…"))
    }

    @Test func anEmptyProgramSaysHowToScheduleAndAnErrorIsTheWholeScreen() {
        #expect(ProgramScreen.render(ProgramScreen.State(items: [])) == [
            "No upcoming screenings. Schedule one with: marquee screenings schedule <movie-id> --hall A "
                + "--at 2026-12-24T20:00 --seats 80 --price \"12.50 EUR\"",
        ])
        #expect(ProgramScreen.render(ProgramScreen.State(items: [], errorMessage: "Boom.")) == ["Boom."])
        #expect(ProgramScreen.render(ProgramScreen.State(items: [], hasLoaded: false)) == ["Loading the program…"])
    }

    @Test func aScheduledScreeningIsConfirmed() {
        #expect(ScheduledScreeningScreen.render(item: ProgramItem(screening: alien, times: times), errorMessage: nil) == [
            "Scheduled Alien in hall A at 2026-11-22 14:00: 10 seats at EUR 12.50.",
            "Screening id: screening-1",
        ])
        #expect(ScheduledScreeningScreen.render(item: nil, errorMessage: "Boom.") == ["Boom."])
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
        let summary = OrderSummary(
            order: try order(), customer: try AccountsFixtures.ripley, screenings: [alien.id: alien], times: times
        )
        #expect(OrderSummaryScreen.render(summary: summary, action: .placed, errorMessage: nil) == [
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
        let summary = OrderSummary(
            order: try order(status: .cancelled(at: SharedFixtures.now(plus: 5))), customer: nil, screenings: [:],
            times: times
        )
        #expect(OrderSummaryScreen.render(summary: summary, action: .cancelled, errorMessage: nil) == [
            "Order cancelled; its seats are free again.",
            "",
            "Order     order-1",
            "Customer  user-ripley",
            "Placed    2026-11-22 13:00",
            "Status    cancelled 2026-11-22 13:05",
            "",
            "   2 × EUR 12.50 = EUR  25.00  screening screening-1",
            "  12 × EUR  8.00 = EUR  96.00  screening gone",
            "             Total EUR 121.00",
        ])
        #expect(OrderSummaryScreen.render(summary: nil, action: nil, errorMessage: "Boom.") == ["Boom."])
    }

    @Test func aCustomersOrdersAreATable() throws {
        let paid = OrderSummary(
            order: try order(status: .paid(at: SharedFixtures.now(plus: 90))), customer: try AccountsFixtures.ripley,
            screenings: [:], times: times
        )
        let small = OrderSummary(
            order: try BoxOfficeFixtures.order("order-22", customer: AccountsFixtures.ripley.id, screening: alien, quantity: 1),
            customer: try AccountsFixtures.ripley, screenings: [:], times: times
        )
        let state = CustomerOrdersScreen.State(customerName: "Ripley", summaries: [small, paid])
        #expect(CustomerOrdersScreen.render(state) == [
            "Ripley — 2 orders, newest first",
            "",
            "ID        Placed            Tickets       Total  Status",
            "order-22  2026-11-22 13:00        1  EUR  12.50  unpaid",
            "order-1   2026-11-22 13:00       14  EUR 121.00  paid 2026-11-22 14:30",
        ])
    }

    @Test func aCustomerWithoutOrdersIsToldHowToOrder() {
        #expect(CustomerOrdersScreen.render(CustomerOrdersScreen.State(customerName: "Ripley", summaries: [])) == [
            "Ripley has no orders yet. Order with: marquee orders place --user Ripley --screening <id> --quantity N",
        ])
    }
}
