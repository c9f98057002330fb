public import MarqueeDomain

/// The promises every box office store keeps — one implementation serving both
/// ``/MarqueeDomain/ScreeningRepository`` and ``/MarqueeDomain/OrderRepository`` — as checks to run against
/// each implementation (see ``ContractCheck``).
///
/// The atomic writes are the heart of it: ``/MarqueeDomain/OrderRepository/place(_:)`` and
/// ``/MarqueeDomain/OrderRepository/recordCancellation(of:at:by:allowingRefund:)`` change all or nothing, and
/// concurrent orders never sell a seat twice. A store that keeps users beside
/// orders (one database) also keeps the rules that span both in one
/// transaction: no order for a customer it does not hold, and no deleting a
/// customer who owes money, even when the two race.
public enum BoxOfficeStoreContract {
    /// What the checks run against: one store behind both ports, and the
    /// users port beside it.
    public struct Subject: Sendable {
        /// The store behind ``/MarqueeDomain/ScreeningRepository`` and ``/MarqueeDomain/OrderRepository``.
        public let boxOffice: any ScreeningRepository & OrderRepository
        /// Where the customers are kept.
        public let users: any UserRepository
        /// Whether `users` and `boxOffice` are one store whose transactions
        /// span both (a database), so that the rules spanning users and
        /// orders are its to keep; the in-memory fakes are two stores.
        public let keepsUsersBesideOrders: Bool

        /// Pairs a box office store with its users.
        public init(
            boxOffice: any ScreeningRepository & OrderRepository, users: any UserRepository,
            keepsUsersBesideOrders: Bool
        ) {
            self.boxOffice = boxOffice
            self.users = users
            self.keepsUsersBesideOrders = keepsUsersBesideOrders
        }

        /// Registers the customers the checks place orders for.
        func registerCustomers() async throws {
            for id in [BoxOfficeStoreContract.customer, BoxOfficeStoreContract.otherCustomer] {
                try await users.save(User(id: UserID(id), name: UserName(id)))
            }
        }
    }

    /// Every check; each expects a new, empty store.
    public static let checks: [ContractCheck<Subject>] =
        screeningChecks + placingChecks + settlingChecks + customerChecks

    static let customer = "user-ripley"
    static let otherCustomer = "user-dallas"

    static let screeningChecks: [ContractCheck<Subject>] = [
        ContractCheck("a change moves a screening or reprices it by the stored seats, never into a busy hall") {
            subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", hall: "A", startsInMinutes: 600, capacity: 10)
            let other = try BoxOfficeFixtures.screening("s2", hall: "B", startsInMinutes: 600)
            for added in [screening, other] { try await store.add(added) }
            let later = SharedFixtures.now(plus: 900)
            let moved = try await store.change(screening.id, ScreeningChange(startsAt: later))
            try Expect.equal(moved.startsAt, later, "moved")
            try Expect.equal(try await store.screening(withID: screening.id), moved, "stored as moved")
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: other), "into a busy hall") {
                _ = try await store.change(screening.id, ScreeningChange(startsAt: other.startsAt, hall: other.hall))
            }
            let cheaper = BoxOfficeFixtures.euros(800)
            let repriced = try await store.change(screening.id, ScreeningChange(ticketPrice: cheaper))
            try Expect.equal(repriced.ticketPrice, cheaper, "repriced")
            try await store.place(
                try BoxOfficeFixtures.order(customer: UserID(customer), screening: repriced, quantity: 3))
            try await Expect.error(BoxOfficeError.priceLocked(seatsSold: 3), "reprice with seats held") {
                _ = try await store.change(screening.id, ScreeningChange(ticketPrice: BoxOfficeFixtures.euros(900)))
            }
            let inB = try await store.change(screening.id, ScreeningChange(hall: Hall("B")))
            try Expect.equal(inB.hall, try Hall("B"), "a free slot in another hall")
            try Expect.equal(inB.seatsSold, 3, "the seats stay sold")
            try Expect.equal(try await store.screenings(in: Hall("A")), [], "hall A is free")
            try await Expect.error(BoxOfficeError.unknownScreening(ScreeningID("nope")), "unknown") {
                _ = try await store.change(ScreeningID("nope"), ScreeningChange(hall: Hall("C")))
            }
        },
        ContractCheck("halls keep their seats: added once, or by a first screening; never a screening with more") {
            subject in
            let store = subject.boxOffice
            let hallA = try CinemaHall(Hall("A"), seats: 20)
            try await store.addHall(hallA)
            try await Expect.error(BoxOfficeError.hallExists(hallA), "added twice") {
                try await store.addHall(try CinemaHall(Hall("A"), seats: 30))
            }
            let big = try BoxOfficeFixtures.screening("s-big", hall: "A", startsInMinutes: 600, capacity: 21)
            try await Expect.error(BoxOfficeError.moreSeatsThanHall(hallA, asked: 21), "more seats than the hall") {
                try await store.add(big)
            }
            try await store.add(try BoxOfficeFixtures.screening("s-a", hall: "A", startsInMinutes: 600, capacity: 20))
            let inB = try BoxOfficeFixtures.screening("s-b", hall: "B", startsInMinutes: 600, capacity: 50)
            try await store.add(inB)
            try Expect.equal(
                try await store.hall(named: Hall("B")), try CinemaHall(Hall("B"), seats: 50), "added by it")
            try Expect.equal(try await store.allHalls().map(\.hall.name), ["A", "B"], "by name")
            try Expect.equal(try await store.hall(named: Hall("Z")), nil, "unknown")
            try await Expect.error(BoxOfficeError.moreSeatsThanHall(hallA, asked: 50), "moved into a smaller hall") {
                _ = try await store.change(
                    inB.id, ScreeningChange(startsAt: SharedFixtures.now(plus: 2000), hall: Hall("A")))
            }
            _ = try await store.change(inB.id, ScreeningChange(hall: Hall("C")))
            try Expect.equal(try await store.hall(named: Hall("C"))?.seats, 50, "a new hall by a move")
        },
        ContractCheck("an added screening is found by identifier, an unknown one is not") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1")
            try await store.add(screening)
            try Expect.equal(try await store.screening(withID: screening.id), screening, "screening(withID:)")
            try Expect.equal(try await store.screening(withID: ScreeningID("nope")), nil, "unknown screening")
        },
        ContractCheck("screenings(withIDs:) finds past and upcoming screenings, earliest first, and skips unknown ids")
        {
            subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let past = try BoxOfficeFixtures.screening("past", hall: "C", startsInMinutes: -600)
            let soonB = try BoxOfficeFixtures.screening("soon-b", hall: "B", startsInMinutes: 60)
            let soonA = try BoxOfficeFixtures.screening("soon-a", hall: "A", startsInMinutes: 60)
            let other = try BoxOfficeFixtures.screening("other", hall: "D", startsInMinutes: 90)
            for screening in [soonB, other, past, soonA] { try await store.add(screening) }
            try Expect.equal(
                try await store.screenings(withIDs: [soonB.id, past.id, soonA.id, ScreeningID("nope")]),
                [past, soonA, soonB], "screenings(withIDs:)"
            )
            try Expect.equal(try await store.screenings(withIDs: []), [], "screenings(withIDs: [])")
        },
        ContractCheck("listings come earliest first, then by hall") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let late = try BoxOfficeFixtures.screening("late", hall: "A", startsInMinutes: 600)
            // The ids run against the halls, so a store ordering by id instead of hall shows.
            let earlyB = try BoxOfficeFixtures.screening("early-1", hall: "B", startsInMinutes: 60)
            let earlyA = try BoxOfficeFixtures.screening("early-2", hall: "A", startsInMinutes: 60)
            let past = try BoxOfficeFixtures.screening("past", hall: "C", startsInMinutes: -600)
            for screening in [late, earlyB, earlyA, past] { try await store.add(screening) }
            try Expect.equal(try await store.allScreenings(), [past, earlyA, earlyB, late], "allScreenings()")
            try Expect.equal(
                try await store.screenings(startingAfter: SharedFixtures.now), [earlyA, earlyB, late],
                "screenings(startingAfter:)"
            )
            try Expect.equal(
                try await store.screenings(startingAfter: earlyA.startsAt), [late], "startingAfter is strict"
            )
            try Expect.equal(try await store.screenings(in: Hall("A")), [earlyA, late], "screenings(in:)")
        },
        ContractCheck("add refuses a screening that needs a busy hall, and writes nothing") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let first = try BoxOfficeFixtures.screening("s1", startsInMinutes: 60, runtimeMinutes: 100)
            try await store.add(first)
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: first), "add(during cleaning)") {
                try await store.add(BoxOfficeFixtures.screening("s2", startsInMinutes: 60 + 129))
            }
            try Expect.equal(try await store.allScreenings(), [first], "allScreenings() after the refusal")
            try await store.add(BoxOfficeFixtures.screening("s3", startsInMinutes: 60 + 130))
            try await store.add(BoxOfficeFixtures.screening("s4", hall: "B", startsInMinutes: 60))
        },
        ContractCheck("add refuses an identifier already stored") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            try await store.add(BoxOfficeFixtures.screening("s1", hall: "A"))
            try await Expect.error("add(same id)", matching: isStorageFailure) {
                try await store.add(BoxOfficeFixtures.screening("s1", hall: "B"))
            }
        },
    ]

    static let placingChecks: [ContractCheck<Subject>] = [
        ContractCheck("place stores the order and reserves its seats") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let order = try BoxOfficeFixtures.order(customer: UserID(customer), screening: screening, quantity: 3)
            try await store.place(order)
            try Expect.equal(try await store.order(withID: order.id), order, "order(withID:)")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 3, "seatsSold")
        },
        ContractCheck("place refuses an order for an unknown screening, and writes nothing") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let ghost = try BoxOfficeFixtures.screening("ghost")
            let order = try BoxOfficeFixtures.order(customer: UserID(customer), screening: ghost)
            try await Expect.error(BoxOfficeError.unknownScreening(ghost.id), "place(unknown screening)") {
                try await store.place(order)
            }
            try Expect.equal(try await store.order(withID: order.id), nil, "order(withID:) after the refusal")
        },
        ContractCheck("place is all or nothing across an order's lines") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let open = try BoxOfficeFixtures.screening("open", hall: "A", capacity: 10)
            let nearlyFull = try BoxOfficeFixtures.screening("nearly-full", hall: "B", capacity: 2)
            try await store.add(open)
            try await store.add(nearlyFull)
            let customer = try UserID(customer)
            try await store.place(
                BoxOfficeFixtures.order("first", customer: customer, screening: nearlyFull, quantity: 1))
            let order = try Order(
                id: OrderID("both"), customer: customer,
                lines: [
                    OrderLine(screeningID: open.id, quantity: 4, unitPrice: open.ticketPrice),
                    OrderLine(screeningID: nearlyFull.id, quantity: 2, unitPrice: nearlyFull.ticketPrice),
                ],
                placedAt: SharedFixtures.now
            )
            try await Expect.error(BoxOfficeError.soldOut(seatsLeft: 1), "place(too many on the second line)") {
                try await store.place(order)
            }
            try Expect.equal(try await store.order(withID: order.id), nil, "order(withID:) after the refusal")
            try Expect.equal(try await store.screening(withID: open.id)?.seatsSold, 0, "first line's seats")
            try Expect.equal(try await store.screening(withID: nearlyFull.id)?.seatsSold, 1, "second line's seats")
        },
        ContractCheck("concurrent orders never sell more seats than there are") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 5)
            try await store.add(screening)
            let customer = try UserID(customer)
            let orders = try (1...12).map { index throws(BoxOfficeError) in
                try BoxOfficeFixtures.order("order-\(index)", customer: customer, screening: screening, quantity: 1)
            }
            let placed = await withTaskGroup(of: Bool.self) { group in
                for order in orders { group.addTask { (try? await store.place(order)) != nil } }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            try Expect.equal(placed, 5, "orders placed")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 5, "seatsSold")
            try Expect.equal(try await store.orders(for: customer).count, 5, "orders stored")
        },
    ]

    static let settlingChecks: [ContractCheck<Subject>] = [
        ContractCheck("holds that ran out expire and free their seats, all at once; the rest stay as they are") {
            subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            let other = try BoxOfficeFixtures.screening("s2", hall: "B", capacity: 10)
            for added in [screening, other] { try await store.add(added) }
            let customer = try UserID(customer)
            let early = try BoxOfficeFixtures.order(
                "order-early", customer: customer, screening: screening, quantity: 2,
                heldUntil: SharedFixtures.now(plus: 10))
            let onTheMinute = try BoxOfficeFixtures.order(
                "order-minute", customer: customer, screening: other, quantity: 3,
                heldUntil: SharedFixtures.now(plus: 15))
            let later = try BoxOfficeFixtures.order(
                "order-later", customer: customer, screening: screening, quantity: 1,
                heldUntil: SharedFixtures.now(plus: 16))
            let paid = try BoxOfficeFixtures.order(
                "order-paid", customer: customer, screening: screening, quantity: 4,
                heldUntil: SharedFixtures.now(plus: 5))
            let unlimited = try BoxOfficeFixtures.order(
                "order-unlimited", customer: customer, screening: other, quantity: 5)
            for order in [early, onTheMinute, later, paid, unlimited] { try await store.place(order) }
            _ = try await store.recordPayment(of: paid.id, at: SharedFixtures.now(plus: 1), by: nil)

            try Expect.equal(
                try await store.releaseExpiredHolds(at: SharedFixtures.now(plus: 9)), 0, "none ran out yet")
            try Expect.equal(try await store.releaseExpiredHolds(at: SharedFixtures.now(plus: 15)), 2, "two ran out")
            try Expect.equal(
                try await store.order(withID: early.id)?.status, .expired(at: SharedFixtures.now(plus: 10)),
                "expired at the end of its hold, not when it was noticed")
            try Expect.equal(
                try await store.order(withID: onTheMinute.id)?.status, .expired(at: SharedFixtures.now(plus: 15)),
                "a hold ending this minute has ended")
            try Expect.equal(try await store.order(withID: later.id)?.status, .unpaid, "a hold still running")
            try Expect.equal(
                try await store.order(withID: later.id)?.heldUntil, SharedFixtures.now(plus: 16), "heldUntil is stored")
            try Expect.equal(
                try await store.order(withID: paid.id)?.status, .paid(at: SharedFixtures.now(plus: 1)), "a paid order")
            try Expect.equal(try await store.order(withID: unlimited.id)?.status, .unpaid, "a hold without an end")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 5, "paid 4 and held 1")
            try Expect.equal(try await store.screening(withID: other.id)?.seatsSold, 5, "the one without an end")
            try Expect.equal(try await store.releaseExpiredHolds(at: SharedFixtures.now(plus: 15)), 0, "only once")
            try await Expect.error(
                BoxOfficeError.orderNotUnpaid(.expired(at: SharedFixtures.now(plus: 10))), "paying an expired order"
            ) {
                _ = try await store.recordPayment(of: early.id, at: SharedFixtures.now(plus: 20), by: nil)
            }
        },
        ContractCheck("a payment is stored once, and only for an order still unpaid") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let (screening, order) = try await placedOrder(in: store)
            let paid = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1), by: nil)
            try Expect.equal(paid.status, .paid(at: SharedFixtures.now(plus: 1)), "status after payment")
            try Expect.equal(try await store.order(withID: order.id), paid, "order after payment")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(paid.status), "second recordPayment") {
                _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 2), by: nil)
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(paid.status), "recordCancellation after payment") {
                _ = try await store.recordCancellation(
                    of: order.id, at: SharedFixtures.now(plus: 2), by: nil, allowingRefund: false)
            }
            try Expect.equal(try await store.order(withID: order.id), paid, "order after the refusals")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 2, "seats stay sold")
        },
        ContractCheck("a cancellation is stored and frees the seats, once") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let (screening, order) = try await placedOrder(in: store)
            let cancelled = try await store.recordCancellation(
                of: order.id, at: SharedFixtures.now(plus: 1), by: nil, allowingRefund: false)
            try Expect.equal(cancelled.status, .cancelled(at: SharedFixtures.now(plus: 1)), "status after cancellation")
            try Expect.equal(try await store.order(withID: order.id), cancelled, "order after cancellation")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after cancellation")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(cancelled.status), "second recordCancellation") {
                _ = try await store.recordCancellation(
                    of: order.id, at: SharedFixtures.now(plus: 2), by: nil, allowingRefund: true)
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(cancelled.status), "recordPayment after cancellation")
            {
                _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 2), by: nil)
            }
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after the refusals")
        },
        ContractCheck("a refund is stored with its desk, frees the seats, once") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let (screening, order) = try await placedOrder(in: store)
            _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1), by: nil)
            let desk = try DeskName("box-1")
            let refunded = try await store.recordCancellation(
                of: order.id, at: SharedFixtures.now(plus: 2), by: desk, allowingRefund: true)
            try Expect.equal(refunded.status, .refunded(at: SharedFixtures.now(plus: 2)), "status after the refund")
            try Expect.equal(refunded.settledBy, desk, "the desk that refunded")
            try Expect.equal(try await store.order(withID: order.id), refunded, "order after the refund")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after the refund")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(refunded.status), "second refund") {
                _ = try await store.recordCancellation(
                    of: order.id, at: SharedFixtures.now(plus: 3), by: nil, allowingRefund: true)
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(refunded.status), "recordPayment after the refund") {
                _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 3), by: nil)
            }
            try Expect.equal(try await store.order(withID: order.id), refunded, "order after the refusals")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after the refusals")
        },
        ContractCheck("a screening is called off with its orders, seats freed on every line, recorded, once") {
            subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let customer = try UserID(customer)
            let off = try BoxOfficeFixtures.screening("s-off", hall: "A", startsInMinutes: 600, capacity: 10)
            let on = try BoxOfficeFixtures.screening("s-on", hall: "B", startsInMinutes: 600, capacity: 10)
            for added in [off, on] { try await store.add(added) }
            let unpaid = try BoxOfficeFixtures.order("o-unpaid", customer: customer, screening: off, quantity: 2)
            let paid = try Order(
                id: OrderID("o-paid"), customer: customer,
                lines: [
                    OrderLine(screeningID: off.id, quantity: 3, unitPrice: off.ticketPrice),
                    OrderLine(screeningID: on.id, quantity: 4, unitPrice: on.ticketPrice),
                ],
                placedAt: SharedFixtures.now)
            let expired = try BoxOfficeFixtures.order(
                "o-expired", customer: customer, screening: off, quantity: 1, heldUntil: SharedFixtures.now(plus: 5))
            let elsewhere = try BoxOfficeFixtures.order("o-elsewhere", customer: customer, screening: on, quantity: 1)
            for order in [unpaid, paid, expired, elsewhere] { try await store.place(order) }
            _ = try await store.recordPayment(of: paid.id, at: SharedFixtures.now(plus: 1), by: nil)
            let desk = try DeskName("office")
            let time = SharedFixtures.now(plus: 10)
            let done = try await store.recordScreeningCancellation(of: off.id, at: time, by: desk)
            try Expect.equal(done.screening.cancellation, ScreeningCancellation(at: time, by: desk), "recorded")
            try Expect.equal(done.orders.map(\.id), [paid.id, unpaid.id].sorted(), "the orders it cancelled")
            try Expect.equal(
                try await store.order(withID: unpaid.id)?.status, .cancelled(at: time), "the unpaid one")
            let refunded = try await store.order(withID: paid.id)
            try Expect.equal(refunded?.status, .refunded(at: time), "the paid one")
            try Expect.equal(refunded?.settledBy, desk, "by the desk")
            try Expect.equal(
                try await store.order(withID: expired.id)?.status, .expired(at: SharedFixtures.now(plus: 5)),
                "a hold that ran out expires")
            try Expect.equal(
                try await store.order(withID: elsewhere.id)?.status, .unpaid, "another screening's order stays")
            try Expect.equal(try await store.screening(withID: off.id), done.screening, "stored as cancelled")
            try Expect.equal(done.screening.seatsSold, 0, "its seats are free")
            try Expect.equal(try await store.screening(withID: on.id)?.seatsSold, 1, "the other's 4 are freed too")
            try await Expect.error(BoxOfficeError.screeningCancelled(off.id), "twice") {
                _ = try await store.recordScreeningCancellation(of: off.id, at: time, by: nil)
            }
            try await Expect.error(BoxOfficeError.screeningCancelled(off.id), "an order for it") {
                try await store.place(try BoxOfficeFixtures.order("o-late", customer: customer, screening: off))
            }
            try await Expect.error(BoxOfficeError.screeningCancelled(off.id), "a change of it") {
                _ = try await store.change(off.id, ScreeningChange(hall: Hall("C")))
            }
            try await Expect.error(BoxOfficeError.unknownScreening(ScreeningID("nope")), "unknown") {
                _ = try await store.recordScreeningCancellation(of: ScreeningID("nope"), at: time, by: nil)
            }
            let again = try BoxOfficeFixtures.screening("s-again", hall: "A", startsInMinutes: 600)
            try await store.add(again)
            try Expect.equal(try await store.screenings(in: Hall("A")).count, 2, "its hall is free at its time")
        },
        ContractCheck("a walk-in's order is stored paid, without a customer, and found by its screening") {
            subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let desk = try DeskName("front-1")
            let walkIn = try Order(
                id: OrderID("o-walk-in"), customer: nil,
                lines: [OrderLine(screeningID: screening.id, quantity: 3, unitPrice: screening.ticketPrice)],
                placedAt: SharedFixtures.now, placedBy: desk, status: .paid(at: SharedFixtures.now), settledBy: desk)
            try await store.place(walkIn)
            try Expect.equal(try await store.order(withID: walkIn.id), walkIn, "stored as placed: paid, no customer")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 3, "its seats are sold")
            try Expect.equal(try await store.orders(forScreenings: [screening.id]), [walkIn], "by its screening")
            try Expect.equal(try await store.orders(for: UserID(customer)), [], "nobody's")
            let refunded = try await store.recordCancellation(
                of: walkIn.id, at: SharedFixtures.now(plus: 1), by: desk, allowingRefund: true)
            try Expect.equal(refunded.status, .refunded(at: SharedFixtures.now(plus: 1)), "refunded like any order")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "its seats freed")
        },
        ContractCheck("a payment racing a cancellation: exactly one wins") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let (screening, order) = try await placedOrder(in: store)
            async let payment = try? store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1), by: nil)
            async let cancellation = try? store.recordCancellation(
                of: order.id, at: SharedFixtures.now(plus: 1), by: nil, allowingRefund: false)
            let (paid, cancelled) = await (payment, cancellation)
            try Expect.that((paid == nil) != (cancelled == nil), "exactly one of payment and cancellation succeeds")
            let seats = try await store.screening(withID: screening.id)?.seatsSold
            try Expect.equal(seats, paid == nil ? 0 : 2, "seats match the winner")
        },
        ContractCheck("settling an unknown order is refused") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let ghost = try OrderID("ghost")
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "recordPayment(unknown)") {
                _ = try await store.recordPayment(of: ghost, at: SharedFixtures.now, by: nil)
            }
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "recordCancellation(unknown)") {
                _ = try await store.recordCancellation(of: ghost, at: SharedFixtures.now, by: nil, allowingRefund: true)
            }
        },
        ContractCheck("orders are listed per customer, and unpaid ones are noticed") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let (screening, order) = try await placedOrder(in: store)
            let other = try UserID(otherCustomer)
            try await store.place(BoxOfficeFixtures.order("theirs", customer: other, screening: screening, quantity: 1))
            let mine = try UserID(customer)
            try Expect.equal(try await store.orders(for: mine), [order], "orders(for:)")
            try Expect.that(try await store.hasUnpaidOrders(for: mine), "hasUnpaidOrders while unpaid")
            _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now, by: nil)
            try Expect.that(try await !store.hasUnpaidOrders(for: mine), "hasUnpaidOrders once paid")
            try Expect.that(try await store.hasUnpaidOrders(for: other), "another customer's unpaid order")
            try Expect.equal(try await store.orders(for: UserID("nobody")), [], "orders(for:) without orders")
        },
        ContractCheck("orders are found by the screenings they name, each once with all its lines") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let first = try BoxOfficeFixtures.screening("s1", capacity: 10)
            let second = try BoxOfficeFixtures.screening("s2", hall: "B", capacity: 10)
            let third = try BoxOfficeFixtures.screening("s3", hall: "C", capacity: 10)
            for screening in [first, second, third] { try await store.add(screening) }
            let both = try Order(
                id: OrderID("both"), customer: UserID(customer),
                lines: [
                    OrderLine(screeningID: first.id, quantity: 1, unitPrice: first.ticketPrice),
                    OrderLine(screeningID: second.id, quantity: 2, unitPrice: second.ticketPrice),
                ],
                placedAt: SharedFixtures.now)
            let onlyThird = try BoxOfficeFixtures.order(
                "third", customer: UserID(customer), screening: third, quantity: 1)
            try await store.place(both)
            try await store.place(onlyThird)
            try Expect.equal(try await store.orders(forScreenings: [first.id, second.id]), [both], "first and second")
            try Expect.equal(try await store.orders(forScreenings: [second.id]), [both], "the second alone")
            let all = try await store.orders(forScreenings: [first.id, third.id])
            try Expect.equal(Set(all.map(\.id)), [both.id, onlyThird.id], "first and third")
            try Expect.equal(all.first { $0.id == both.id }, both, "an order comes with all its lines")
            try Expect.equal(try await store.orders(forScreenings: []), [], "no screening")
            try Expect.equal(try await store.orders(forScreenings: [ScreeningID("none")]), [], "an unknown screening")
        },
    ]

    static let customerChecks: [ContractCheck<Subject>] = [
        ContractCheck("an order keeps the desks that placed and settled it") { subject in
            let store = subject.boxOffice
            try await subject.registerCustomers()
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let front = try DeskName("front-1")
            let foyer = try DeskName("Foyer")
            let order = try BoxOfficeFixtures.order(
                customer: UserID(customer), screening: screening, quantity: 1, placedBy: front)
            try await store.place(order)
            try Expect.equal(try await store.order(withID: order.id)?.placedBy, front, "placedBy as stored")
            let paid = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1), by: foyer)
            try Expect.equal(paid.settledBy?.displayName, "Foyer", "settledBy of the answer")
            try Expect.equal(try await store.order(withID: order.id), paid, "order as stored after payment")
            try Expect.equal(
                try await store.order(withID: order.id)?.settledBy?.displayName, "Foyer", "settledBy as stored")
        },
        ContractCheck("place refuses an order for a customer it does not hold (one store for both)") { subject in
            guard subject.keepsUsersBesideOrders else { return }
            let store = subject.boxOffice
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let nobody = try UserID("user-nobody")
            let order = try BoxOfficeFixtures.order(customer: nobody, screening: screening, quantity: 2)
            try await Expect.error(BoxOfficeError.unknownUser(nobody), "place(unknown customer)") {
                try await store.place(order)
            }
            try Expect.equal(try await store.order(withID: order.id), nil, "order(withID:) after the refusal")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after the refusal")
        },
        ContractCheck("the store refuses to delete a customer who owes money (one store for both)") { subject in
            guard subject.keepsUsersBesideOrders else { return }
            try await subject.registerCustomers()
            let (_, order) = try await placedOrder(in: subject.boxOffice)
            let owing = try UserID(customer)
            try await Expect.error(AccountsError.userHasUnpaidOrders(owing), "delete(owing)") {
                try await subject.users.delete(owing)
            }
            try Expect.that(try await subject.users.user(withID: owing) != nil, "the customer stays")
            _ = try await subject.boxOffice.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1), by: nil)
            try await subject.users.delete(owing)
            try Expect.equal(try await subject.users.user(withID: owing), nil, "deleted once paid")
            try Expect.equal(
                try await subject.boxOffice.order(withID: order.id)?.status, .paid(at: SharedFixtures.now(plus: 1)),
                "the paid order stays")
        },
        ContractCheck("deleting a customer racing an order for them never leaves an order without its customer") {
            subject in
            guard subject.keepsUsersBesideOrders else { return }
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 1000)
            try await subject.boxOffice.add(screening)
            for round in 1...20 {
                let id = try UserID("user-race-\(round)")
                try await subject.users.save(User(id: id, name: UserName("race-\(round)")))
                let order = try BoxOfficeFixtures.order(
                    "race-order-\(round)", customer: id, screening: screening, quantity: 1)
                async let placing: Bool = (try? await subject.boxOffice.place(order)) != nil
                async let deleting: Bool = (try? await subject.users.delete(id)) != nil
                let (placed, deleted) = await (placing, deleting)
                let customerStored = try await subject.users.user(withID: id) != nil
                let orderStored = try await subject.boxOffice.order(withID: order.id) != nil
                try Expect.equal(placed, orderStored, "round \(round): an order stored exactly when placed")
                try Expect.equal(deleted, !customerStored, "round \(round): a customer gone exactly when deleted")
                try Expect.that(
                    placed != deleted,
                    "round \(round): exactly one of the order and the deletion goes through "
                        + "(placed \(placed), deleted \(deleted))")
            }
        },
    ]

    /// A stored screening and an unpaid order for 2 of its 10 seats.
    private static func placedOrder(in store: any ScreeningRepository & OrderRepository) async throws -> (
        Screening, Order
    ) {
        let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
        try await store.add(screening)
        let order = try BoxOfficeFixtures.order(
            "order-1", customer: UserID(customer), screening: screening, quantity: 2)
        try await store.place(order)
        return (try await store.screening(withID: screening.id) ?? screening, order)
    }

    private static func isStorageFailure(_ error: BoxOfficeError) -> Bool {
        if case .storageFailed = error { true } else { false }
    }
}
