public import MarqueeDomain

/// What the box office's use cases promise whoever calls them, as checks over
/// their boundaries only (``/MarqueeDomain/AccountsUseCases`` and
/// ``/MarqueeDomain/BoxOfficeUseCases``): run them against the local
/// interactors over a store, and against a remote client of the box office
/// service, and both must keep every promise — the rules live in the use
/// cases, wherever they run.
///
/// Each check expects a new, empty cinema whose catalog holds
/// ``Subject/movie``, and use cases for a manager desk and a clerk desk of it.
public enum BoxOfficeBehaviour {
    /// The use cases of one desk.
    public struct Desk: Sendable {
        /// Its name, recorded on the orders it places and settles.
        public let name: DeskName
        /// Customers.
        public let accounts: AccountsUseCases
        /// The program and orders.
        public let boxOffice: BoxOfficeUseCases

        /// Gathers a desk's use cases.
        public init(name: DeskName, accounts: AccountsUseCases, boxOffice: BoxOfficeUseCases) {
            self.name = name
            self.accounts = accounts
            self.boxOffice = boxOffice
        }
    }

    /// What the checks run against: a manager's and a clerk's use cases of
    /// one cinema, the clock its use cases read, and a movie of its catalog.
    public struct Subject: Sendable {
        /// A desk whose role allows every action.
        public let manager: Desk
        /// A desk whose role allows selling only.
        public let clerk: Desk
        /// The time by the clock the use cases read (the server's, remotely).
        public let now: @Sendable () async -> Timestamp
        /// A movie the use cases' catalog holds; screenings of it run its
        /// catalog's running time, or 117 minutes when the catalog has none.
        public let movie: Movie

        /// Gathers the subject.
        public init(manager: Desk, clerk: Desk, now: @escaping @Sendable () async -> Timestamp, movie: Movie) {
            self.manager = manager
            self.clerk = clerk
            self.now = now
            self.movie = movie
        }

        /// The running time given when scheduling a movie the catalog knows no length of.
        static let fallbackRuntime = 117

        /// The running time a screening of ``movie`` gets.
        var runtime: Int { movie.runtimeMinutes ?? Self.fallbackRuntime }

        /// A screening of ``movie`` scheduled by the manager, `days` from now at a whole hour.
        func screening(in hall: String = "A", days: Int = 7, capacity: Int = 10, price: Money? = nil) async throws
            -> Screening
        {
            let start = await now().adding(minutes: days * 24 * 60)
            let aligned = Timestamp(secondsSinceEpoch: start.secondsSinceEpoch - start.secondsSinceEpoch % 3600)
            return try await manager.boxOffice.schedule.execute(
                movieID: movie.id, hall: Hall(hall), startsAt: aligned, capacity: capacity,
                ticketPrice: price ?? BoxOfficeFixtures.ticketPrice,
                runtimeMinutes: movie.runtimeMinutes == nil ? Self.fallbackRuntime : nil)
        }

        /// A customer registered by the clerk.
        func customer(_ name: String) async throws -> User {
            try await clerk.accounts.register.execute(name: UserName(name))
        }
    }

    /// Every check; each expects a new, empty cinema.
    public static let checks: [ContractCheck<Subject>] =
        scheduling + changing + ordering + settling + overview + customers + roles

    static let scheduling: [ContractCheck<Subject>] = [
        ContractCheck("a screening takes its title and running time from the catalog") { cinema in
            let screening = try await cinema.screening()
            try Expect.equal(screening.movieTitle, cinema.movie.title, "title")
            try Expect.equal(screening.runtimeMinutes, cinema.runtime, "running time")
            try Expect.equal(screening.seatsSold, 0, "seats sold")
            try Expect.equal(
                try await cinema.clerk.boxOffice.program.execute().map(\.id), [screening.id], "the program")
        },
        ContractCheck("a movie the catalog does not hold cannot be scheduled") { cinema in
            let missing = try MovieID(987_654_321)
            try await Expect.error(BoxOfficeError.movieNotFound(missing), "schedule(unknown movie)") {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: missing, hall: Hall("A"), startsAt: await cinema.now().adding(minutes: 600), capacity: 10,
                    ticketPrice: BoxOfficeFixtures.ticketPrice)
            }
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute(), [], "the program")
        },
        ContractCheck("a screening must start after now by the use cases' clock") { cinema in
            let past = await cinema.now().adding(minutes: -60)
            try await Expect.error(BoxOfficeError.screeningInPast(past), "schedule(an hour ago)") {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: past, capacity: 10,
                    ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: cinema.runtime)
            }
        },
        ContractCheck("a screening starts at most a year ahead, by the use cases' clock") { cinema in
            let tooFar = await cinema.now().adding(minutes: 367 * 24 * 60)
            try await Expect.error(
                BoxOfficeError.screeningTooFarAhead(tooFar, days: ScheduleScreeningInteractor.defaultSchedulingDays),
                "schedule(in 367 days)"
            ) {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: tooFar, capacity: 10,
                    ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: cinema.runtime)
            }
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute(), [], "the program")
        },
        ContractCheck("a ticket is priced in an ISO 4217 currency, at most its limit") { cinema in
            let start = await cinema.now().adding(minutes: 600)
            let dear = Money(minorUnits: 100_001, currency: .eur)
            try await Expect.error(BoxOfficeError.priceTooHigh(dear), "schedule(EUR 1,000.01)") {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: start, capacity: 10, ticketPrice: dear,
                    runtimeMinutes: cinema.runtime)
            }
            let unknown = Money(minorUnits: 1250, currency: try Currency("XYZ"))
            try await Expect.error(BoxOfficeError.invalidCurrency("XYZ"), "schedule(XYZ 12.50)") {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: start, capacity: 10, ticketPrice: unknown,
                    runtimeMinutes: cinema.runtime)
            }
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute(), [], "the program")
        },
        ContractCheck("a hall is busy until the screening ends and is cleaned") { cinema in
            let first = try await cinema.screening(in: "A", days: 3)
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: first), "schedule(same hall, same time)") {
                _ = try await cinema.manager.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: first.startsAt.adding(minutes: 30),
                    capacity: 10, ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: cinema.runtime)
            }
            _ = try await cinema.screening(in: "B", days: 3)
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().count, 2, "screenings")
        },
    ]

    static let changing: [ContractCheck<Subject>] = [
        ContractCheck("a manager moves a screening and reprices it while no seat is sold; a clerk may not") {
            cinema in
            let screening = try await cinema.screening(in: "A", days: 5)
            let later = screening.startsAt.adding(minutes: 24 * 60)
            let moved = try await cinema.manager.boxOffice.change.execute(
                screening.id,
                ScreeningChange(startsAt: later, hall: Hall("B"), ticketPrice: BoxOfficeFixtures.euros(950)))
            try Expect.equal(moved.startsAt, later, "the new start")
            try Expect.equal(moved.hall, try Hall("B"), "the new hall")
            try Expect.equal(moved.ticketPrice, BoxOfficeFixtures.euros(950), "the new price")
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute(), [moved], "the program")
            let denial = PermissionDenied(desk: cinema.clerk.name, role: .clerk, action: .changeScreening)
            try await Expect.error(BoxOfficeError.notPermitted(denial), "a clerk moves it") {
                _ = try await cinema.clerk.boxOffice.change.execute(screening.id, ScreeningChange(hall: Hall("C")))
            }
            _ = try await cinema.customer("Ash")
            _ = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            try await Expect.error(BoxOfficeError.priceLocked(seatsSold: 2), "a price with seats held") {
                _ = try await cinema.manager.boxOffice.change.execute(
                    screening.id, ScreeningChange(ticketPrice: BoxOfficeFixtures.euros(1000)))
            }
            let other = try await cinema.screening(in: "C", days: 6)
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: other), "into a busy hall") {
                _ = try await cinema.manager.boxOffice.change.execute(
                    screening.id, ScreeningChange(startsAt: other.startsAt, hall: other.hall))
            }
        },
        ContractCheck("a manager calls a screening off with its orders, saying first what that does; a clerk may not") {
            cinema in
            let screening = try await cinema.screening(in: "A", days: 5)
            let other = try await cinema.screening(in: "B", days: 5)
            _ = try await cinema.customer("Ash")
            let ash = try UserName("Ash")
            let unpaid = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: ash, tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            let both = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: ash,
                tickets: [
                    TicketRequest(screeningID: screening.id, quantity: 1),
                    TicketRequest(screeningID: other.id, quantity: 3),
                ])
            _ = try await cinema.clerk.boxOffice.pay.execute(both.order.id)
            let impact = try await cinema.clerk.boxOffice.cancelScreening.impact(of: screening.id)
            try Expect.equal(impact.ordersCancelled.map(\.id), [unpaid.order.id], "to cancel")
            try Expect.equal(impact.ordersRefunded.map(\.id), [both.order.id], "to refund")
            try Expect.equal(impact.seats, 3, "its seats held")
            let denial = PermissionDenied(desk: cinema.clerk.name, role: .clerk, action: .cancelScreening)
            try await Expect.error(BoxOfficeError.notPermitted(denial), "a clerk cancels it") {
                _ = try await cinema.clerk.boxOffice.cancelScreening.execute(screening.id)
            }
            let done = try await cinema.manager.boxOffice.cancelScreening.execute(screening.id)
            try Expect.equal(done.screening.cancellation?.by, cinema.manager.name, "the desk recorded")
            try Expect.equal(done.screening.seatsSold, 0, "its seats freed")
            try Expect.equal(done.orders.map { $0.status.holdsSeats }, [false, false], "both settled")
            try Expect.equal(done.orders.map { $0.settledBy }, [cinema.manager.name, cinema.manager.name], "by it")
            let program = try await cinema.clerk.boxOffice.program.execute()
            try Expect.equal(program.map(\.id), [other.id], "off the program")
            try Expect.equal(program.first?.seatsSold, 0, "the refunded order's other seats freed")
            try await Expect.error(BoxOfficeError.screeningCancelled(screening.id), "an order for it") {
                _ = try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: ash, tickets: [TicketRequest(screeningID: screening.id, quantity: 1)])
            }
            try await Expect.error(BoxOfficeError.screeningCancelled(screening.id), "twice") {
                _ = try await cinema.manager.boxOffice.cancelScreening.execute(screening.id)
            }
        },
    ]

    static let ordering: [ContractCheck<Subject>] = [
        ContractCheck("a walk-in is sold and paid at once, at the screening's price, with no customer") { cinema in
            let screening = try await cinema.screening(capacity: 10, price: BoxOfficeFixtures.euros(1100))
            let receipt = try await cinema.clerk.boxOffice.place.sellWalkIn(
                tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            try Expect.that(receipt.order.isWalkIn && receipt.customer == nil, "no customer")
            try Expect.equal(receipt.order.total, BoxOfficeFixtures.euros(2200), "the screening's price")
            try Expect.that(receipt.order.status.settledAt != nil && receipt.order.status.holdsSeats, "paid")
            try Expect.equal(receipt.order.settledBy, cinema.clerk.name, "the desk that took the money")
            try Expect.equal(receipt.order.heldUntil, nil, "no hold")
            let shown = try await cinema.manager.boxOffice.order.execute(receipt.order.id)
            try Expect.equal(shown.order, receipt.order, "stored as sold")
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().first?.seatsSold, 2, "seats sold")
            try await Expect.error(BoxOfficeError.soldOut(seatsLeft: 8), "more than are left") {
                _ = try await cinema.clerk.boxOffice.place.sellWalkIn(
                    tickets: [TicketRequest(screeningID: screening.id, quantity: 9)])
            }
        },
        ContractCheck("an order costs the screening's price and records the desk that placed it") { cinema in
            let screening = try await cinema.screening(capacity: 10, price: BoxOfficeFixtures.euros(1100))
            let ash = try await cinema.customer("Ash")
            let receipt = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 3)])
            try Expect.equal(receipt.order.total, BoxOfficeFixtures.euros(3300), "total")
            try Expect.equal(receipt.order.lines.map(\.unitPrice), [BoxOfficeFixtures.euros(1100)], "unit price")
            try Expect.equal(receipt.order.customer, ash.id, "customer")
            try Expect.equal(receipt.customer, ash, "the receipt's customer")
            try Expect.equal(receipt.order.placedBy, cinema.clerk.name, "placedBy")
            try Expect.equal(receipt.order.status, .unpaid, "status")
            try Expect.equal(
                receipt.order.heldUntil, receipt.order.placedAt.adding(minutes: SeatHolds.defaultMinutes),
                "held for the cinema's minutes from when it was placed")
            try Expect.equal(receipt.screenings.map(\.seatsSold), [3], "the seats the order holds")
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().first?.seatsLeft, 7, "seats left")
            try Expect.equal(try await cinema.clerk.boxOffice.order.execute(receipt.order.id), receipt, "the order")
        },
        ContractCheck("an order for nobody holds no seat") { cinema in
            let screening = try await cinema.screening()
            let nobody = try UserName("Nobody")
            try await Expect.error(BoxOfficeError.unknownCustomerName(nobody), "place(unknown customer)") {
                _ = try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: nobody, tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            }
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().first?.seatsSold, 0, "seats sold")
        },
        ContractCheck("an order never takes more seats than are left") { cinema in
            let screening = try await cinema.screening(capacity: 4)
            _ = try await cinema.customer("Ash")
            _ = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 3)])
            try await Expect.error(BoxOfficeError.soldOut(seatsLeft: 1), "place(2 of 1 left)") {
                _ = try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            }
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().first?.seatsLeft, 1, "seats left")
        },
        ContractCheck("an unknown screening and a bad quantity are refused") { cinema in
            _ = try await cinema.customer("Ash")
            let ghost = try ScreeningID("s-ghost")
            try await Expect.error(BoxOfficeError.unknownScreening(ghost), "place(unknown screening)") {
                _ = try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: ghost, quantity: 1)])
            }
            let screening = try await cinema.screening()
            try await Expect.error(BoxOfficeError.invalidQuantity(0), "place(0 tickets)") {
                _ = try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 0)])
            }
        },
    ]

    static let settling: [ContractCheck<Subject>] = [
        ContractCheck("paying takes the time of the use cases' clock and records the desk, once") { cinema in
            let screening = try await cinema.screening()
            _ = try await cinema.customer("Ash")
            let placed = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 2)])
            let before = await cinema.now()
            let paid = try await cinema.manager.boxOffice.pay.execute(placed.order.id)
            let after = await cinema.now()
            guard case let .paid(time) = paid.order.status else {
                throw ContractViolation("status after payment: \(paid.order.status)")
            }
            try Expect.that(time >= before && time <= after, "paid at \(time), between \(before) and \(after)")
            try Expect.equal(paid.order.settledBy, cinema.manager.name, "settledBy")
            try Expect.equal(paid.order.placedBy, cinema.clerk.name, "placedBy")
            try Expect.equal(paid.customer?.name.displayName, "Ash", "the receipt's customer")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(paid.order.status), "pay again") {
                _ = try await cinema.clerk.boxOffice.pay.execute(placed.order.id)
            }
        },
        ContractCheck("a paid order is refunded by a manager, not by a clerk, once") { cinema in
            let screening = try await cinema.screening(capacity: 5)
            _ = try await cinema.customer("Ash")
            let placed = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 3)])
            _ = try await cinema.clerk.boxOffice.pay.execute(placed.order.id)
            let denial = PermissionDenied(desk: cinema.clerk.name, role: .clerk, action: .refundOrder)
            try await Expect.error(BoxOfficeError.notPermitted(denial), "a clerk refunds") {
                _ = try await cinema.clerk.boxOffice.cancel.execute(placed.order.id)
            }
            try Expect.equal(
                try await cinema.clerk.boxOffice.program.execute().first?.seatsLeft, 2, "seats after the refusal")
            let before = await cinema.now()
            let refunded = try await cinema.manager.boxOffice.cancel.execute(placed.order.id)
            let after = await cinema.now()
            guard case let .refunded(time) = refunded.order.status else {
                throw ContractViolation("status after the refund: \(refunded.order.status)")
            }
            try Expect.that(time >= before && time <= after, "refunded at \(time), between \(before) and \(after)")
            try Expect.equal(refunded.order.settledBy, cinema.manager.name, "settledBy")
            try Expect.equal(refunded.customer?.name.displayName, "Ash", "the receipt's customer")
            try Expect.equal(
                try await cinema.clerk.boxOffice.program.execute().first?.seatsLeft, 5, "seats after the refund")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(refunded.order.status), "refund again") {
                _ = try await cinema.manager.boxOffice.cancel.execute(placed.order.id)
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(refunded.order.status), "pay once refunded") {
                _ = try await cinema.manager.boxOffice.pay.execute(placed.order.id)
            }
        },
        ContractCheck("cancelling frees the seats, once") { cinema in
            let screening = try await cinema.screening(capacity: 5)
            _ = try await cinema.customer("Ash")
            let placed = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 5)])
            let cancelled = try await cinema.clerk.boxOffice.cancel.execute(placed.order.id)
            try Expect.equal(cancelled.order.settledBy, cinema.clerk.name, "settledBy")
            try Expect.equal(try await cinema.clerk.boxOffice.program.execute().first?.seatsLeft, 5, "seats left")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(cancelled.order.status), "cancel again") {
                _ = try await cinema.clerk.boxOffice.cancel.execute(placed.order.id)
            }
        },
        ContractCheck("an unknown order cannot be paid, cancelled or shown") { cinema in
            let ghost = try OrderID("o-ghost")
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "pay") {
                _ = try await cinema.clerk.boxOffice.pay.execute(ghost)
            }
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "cancel") {
                _ = try await cinema.clerk.boxOffice.cancel.execute(ghost)
            }
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "show") {
                _ = try await cinema.clerk.boxOffice.order.execute(ghost)
            }
        },
    ]

    static let overview: [ContractCheck<Subject>] = [
        ContractCheck("the day's report counts seats and money by each order's status, for every desk") { cinema in
            let screening = try await cinema.screening(capacity: 10)
            _ = try await cinema.customer("Ash")
            func order(_ quantity: Int) async throws -> OrderReceipt {
                try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: UserName("Ash"),
                    tickets: [TicketRequest(screeningID: screening.id, quantity: quantity)])
            }
            let paid = try await order(2)
            _ = try await cinema.clerk.boxOffice.pay.execute(paid.order.id)
            _ = try await order(3)
            let refunded = try await order(1)
            _ = try await cinema.clerk.boxOffice.pay.execute(refunded.order.id)
            _ = try await cinema.manager.boxOffice.cancel.execute(refunded.order.id)
            let cancelled = try await order(4)
            _ = try await cinema.clerk.boxOffice.cancel.execute(cancelled.order.id)
            let report = try await cinema.clerk.boxOffice.report.execute(
                from: screening.startsAt.adding(minutes: -1), to: screening.startsAt.adding(minutes: 1))
            try Expect.equal(report.rows.map(\.screening.id), [screening.id], "the screenings")
            guard let row = report.rows.first else { throw ContractViolation("the day's report has no row") }
            try Expect.equal([row.seatsPaid, row.seatsHeld, row.seatsFree], [2, 3, 5], "seats paid, held, free")
            let price = screening.ticketPrice
            try Expect.equal(
                [row.paid, row.unpaid, row.refunded],
                [try price.multiplied(by: 2), try price.multiplied(by: 3), price], "money paid, owed, refunded")
            try Expect.equal(report.paid, [try price.multiplied(by: 2)], "the day's takings")
            let later = try await cinema.clerk.boxOffice.report.execute(
                from: screening.startsAt.adding(minutes: 1), to: screening.startsAt.adding(minutes: 60))
            try Expect.equal(later.rows, [], "a stretch without screenings")
        },
        ContractCheck("every customer's orders are listed by screening, day and status, newest first") { cinema in
            let first = try await cinema.screening(in: "A")
            let second = try await cinema.screening(in: "B", days: 8)
            _ = try await cinema.customer("Ash")
            _ = try await cinema.customer("Bishop")
            func order(_ name: String, _ screening: Screening) async throws -> OrderReceipt {
                try await cinema.clerk.boxOffice.place.execute(
                    customerNamed: UserName(name), tickets: [TicketRequest(screeningID: screening.id, quantity: 1)])
            }
            let ash = try await order("Ash", first)
            let bishop = try await order("Bishop", second)
            let paid = try await order("Bishop", first)
            _ = try await cinema.clerk.boxOffice.pay.execute(paid.order.id)
            let list = cinema.clerk.boxOffice.orders
            let everything = try await list.execute(OrderFilter())
            try Expect.equal(Set(everything.map(\.order.id)), [ash.order.id, bishop.order.id, paid.order.id], "all")
            try Expect.that(
                zip(everything, everything.dropFirst()).allSatisfy { $0.order.placedAt >= $1.order.placedAt },
                "newest first")
            try Expect.equal(
                everything.first { $0.order.id == bishop.order.id }?.customer?.name.displayName, "Bishop",
                "each with its customer")
            let onFirst = try await list.execute(OrderFilter(screening: first.id))
            try Expect.equal(Set(onFirst.map(\.order.id)), [ash.order.id, paid.order.id], "by screening")
            let unpaid = try await list.execute(OrderFilter(unpaidOnly: true))
            try Expect.equal(Set(unpaid.map(\.order.id)), [ash.order.id, bishop.order.id], "unpaid")
            let byStart = try await list.execute(
                OrderFilter(from: second.startsAt, to: second.startsAt.adding(minutes: 1)))
            try Expect.equal(byStart.map(\.order.id), [bishop.order.id], "by the screenings' start")
            let bishops = try await list.execute(OrderFilter(customer: UserName("bishop"), unpaidOnly: true))
            try Expect.equal(bishops.map(\.order.id), [bishop.order.id], "a customer's unpaid")
            let nobody = try UserName("Nobody")
            try await Expect.error(BoxOfficeError.unknownCustomerName(nobody), "an unknown customer") {
                _ = try await list.execute(OrderFilter(customer: nobody))
            }
            let ghost = try ScreeningID("s-ghost")
            try await Expect.error(BoxOfficeError.unknownScreening(ghost), "an unknown screening") {
                _ = try await list.execute(OrderFilter(screening: ghost))
            }
        },
    ]

    static let customers: [ContractCheck<Subject>] = [
        ContractCheck("a customer's orders come with every screening they name") { cinema in
            let first = try await cinema.screening(in: "A")
            let second = try await cinema.screening(in: "B")
            _ = try await cinema.customer("Ash")
            let older = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: first.id, quantity: 1)])
            let newer = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: second.id, quantity: 1)])
            let list = try await cinema.clerk.boxOffice.customerOrders.execute(customerNamed: UserName("ASH"))
            try Expect.equal(Set(list.orders.map(\.id)), [older.order.id, newer.order.id], "the orders")
            try Expect.equal(Set(list.screenings.map(\.id)), [first.id, second.id], "the screenings")
            let nobody = try UserName("Nobody")
            try await Expect.error(BoxOfficeError.unknownCustomerName(nobody), "orders of nobody") {
                _ = try await cinema.clerk.boxOffice.customerOrders.execute(customerNamed: nobody)
            }
        },
        ContractCheck("names are unique ignoring case; a rename keeps the identity") { cinema in
            let ash = try await cinema.customer("Ash")
            _ = try await cinema.customer("Bishop")
            try await Expect.error(AccountsError.userNameTaken(try UserName("ASH")), "register(taken)") {
                _ = try await cinema.clerk.accounts.register.execute(name: UserName("ASH"))
            }
            let renamed = try await cinema.manager.accounts.rename.execute(named: UserName("ash"), to: UserName("Ash2"))
            try Expect.equal(renamed.previousName.displayName, "Ash", "the name before")
            try Expect.equal(renamed.user.id, ash.id, "the identity")
            try await Expect.error(AccountsError.userNameTaken(try UserName("bishop")), "rename(taken)") {
                _ = try await cinema.manager.accounts.rename.execute(named: UserName("Ash2"), to: UserName("bishop"))
            }
            try Expect.equal(
                try await cinema.clerk.accounts.list.execute().map(\.name.displayName), ["Ash2", "Bishop"], "list")
            try Expect.equal(
                try await cinema.clerk.accounts.find.execute(named: UserName("ASH2")), renamed.user, "find")
        },
        ContractCheck("a customer who owes money stays; once paid they go and their orders stay") { cinema in
            let screening = try await cinema.screening()
            let ash = try await cinema.customer("Ash")
            let placed = try await cinema.clerk.boxOffice.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 1)])
            try await Expect.error(AccountsError.userHasUnpaidOrders(ash.id), "delete(owing)") {
                _ = try await cinema.manager.accounts.delete.execute(named: UserName("Ash"))
            }
            _ = try await cinema.clerk.boxOffice.pay.execute(placed.order.id)
            let deleted = try await cinema.manager.accounts.delete.execute(named: UserName("Ash"))
            try Expect.equal(deleted, ash, "the customer deleted")
            try Expect.equal(try await cinema.clerk.accounts.find.execute(named: UserName("Ash")), nil, "find after")
            let kept = try await cinema.clerk.boxOffice.order.execute(placed.order.id)
            try Expect.equal(kept.order.customer, ash.id, "the order keeps its customer's identity")
            try Expect.equal(kept.customer, nil, "and names nobody")
        },
    ]

    static let roles: [ContractCheck<Subject>] = [
        ContractCheck("a clerk sells but may not schedule, rename or delete") { cinema in
            let clerk = cinema.clerk
            func denial(_ action: DeskAction) -> PermissionDenied {
                PermissionDenied(desk: clerk.name, role: .clerk, action: action)
            }
            try await Expect.error(BoxOfficeError.notPermitted(denial(.scheduleScreening)), "clerk schedules") {
                _ = try await clerk.boxOffice.schedule.execute(
                    movieID: cinema.movie.id, hall: Hall("A"), startsAt: await cinema.now().adding(minutes: 600),
                    capacity: 10, ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: cinema.runtime)
            }
            _ = try await cinema.customer("Ash")
            try await Expect.error(AccountsError.notPermitted(denial(.renameCustomer)), "clerk renames") {
                _ = try await clerk.accounts.rename.execute(named: UserName("Ash"), to: UserName("Ashley"))
            }
            try await Expect.error(AccountsError.notPermitted(denial(.deleteCustomer)), "clerk deletes") {
                _ = try await clerk.accounts.delete.execute(named: UserName("Ash"))
            }
            try Expect.equal(try await clerk.accounts.list.execute().map(\.name.displayName), ["Ash"], "customers")
            try Expect.equal(try await clerk.boxOffice.program.execute(), [], "the program")
        }
    ]
}
