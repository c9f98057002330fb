public import MarqueeDomain

/// The promises every box office store keeps — one implementation serving both
/// ``/MarqueeDomain/ScreeningRepository`` and ``/MarqueeDomain/OrderRepository`` — as checks to run against
/// each implementation (see ``ContractCheck``).
///
/// The atomic writes are the heart of it: ``/MarqueeDomain/OrderRepository/place(_:)`` and
/// ``/MarqueeDomain/OrderRepository/recordCancellation(of:at:)`` change all or nothing, and
/// concurrent orders never sell a seat twice.
public enum BoxOfficeStoreContract {
    /// What the checks run against: one store behind both ports.
    public typealias Subject = any ScreeningRepository & OrderRepository

    /// Every check; each expects a new, empty store.
    public static let checks: [ContractCheck<Subject>] = screeningChecks + placingChecks + settlingChecks

    static let customer = "user-ripley"

    static let screeningChecks: [ContractCheck<Subject>] = [
        ContractCheck("an added screening is found by identifier, an unknown one is not") { store in
            let screening = try BoxOfficeFixtures.screening("s1")
            try await store.add(screening)
            try Expect.equal(try await store.screening(withID: screening.id), screening, "screening(withID:)")
            try Expect.equal(try await store.screening(withID: ScreeningID("nope")), nil, "unknown screening")
        },
        ContractCheck("screenings(withIDs:) finds past and upcoming screenings, earliest first, and skips unknown ids")
        {
            store in
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
        ContractCheck("listings come earliest first, then by hall") { store in
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
        ContractCheck("add refuses a screening that needs a busy hall, and writes nothing") { store in
            let first = try BoxOfficeFixtures.screening("s1", startsInMinutes: 60, runtimeMinutes: 100)
            try await store.add(first)
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: first), "add(during cleaning)") {
                try await store.add(BoxOfficeFixtures.screening("s2", startsInMinutes: 60 + 129))
            }
            try Expect.equal(try await store.allScreenings(), [first], "allScreenings() after the refusal")
            try await store.add(BoxOfficeFixtures.screening("s3", startsInMinutes: 60 + 130))
            try await store.add(BoxOfficeFixtures.screening("s4", hall: "B", startsInMinutes: 60))
        },
        ContractCheck("add refuses an identifier already stored") { store in
            try await store.add(BoxOfficeFixtures.screening("s1", hall: "A"))
            try await Expect.error("add(same id)", matching: isStorageFailure) {
                try await store.add(BoxOfficeFixtures.screening("s1", hall: "B"))
            }
        },
    ]

    static let placingChecks: [ContractCheck<Subject>] = [
        ContractCheck("place stores the order and reserves its seats") { store in
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 10)
            try await store.add(screening)
            let order = try BoxOfficeFixtures.order(customer: UserID(customer), screening: screening, quantity: 3)
            try await store.place(order)
            try Expect.equal(try await store.order(withID: order.id), order, "order(withID:)")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 3, "seatsSold")
        },
        ContractCheck("place refuses an order for an unknown screening, and writes nothing") { store in
            let ghost = try BoxOfficeFixtures.screening("ghost")
            let order = try BoxOfficeFixtures.order(customer: UserID(customer), screening: ghost)
            try await Expect.error(BoxOfficeError.unknownScreening(ghost.id), "place(unknown screening)") {
                try await store.place(order)
            }
            try Expect.equal(try await store.order(withID: order.id), nil, "order(withID:) after the refusal")
        },
        ContractCheck("place is all or nothing across an order's lines") { store in
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
        ContractCheck("concurrent orders never sell more seats than there are") { store in
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
        ContractCheck("a payment is stored once, and only for an order still unpaid") { store in
            let (screening, order) = try await placedOrder(in: store)
            let paid = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1))
            try Expect.equal(paid.status, .paid(at: SharedFixtures.now(plus: 1)), "status after payment")
            try Expect.equal(try await store.order(withID: order.id), paid, "order after payment")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(paid.status), "second recordPayment") {
                _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 2))
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(paid.status), "recordCancellation after payment") {
                _ = try await store.recordCancellation(of: order.id, at: SharedFixtures.now(plus: 2))
            }
            try Expect.equal(try await store.order(withID: order.id), paid, "order after the refusals")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 2, "seats stay sold")
        },
        ContractCheck("a cancellation is stored and frees the seats, once") { store in
            let (screening, order) = try await placedOrder(in: store)
            let cancelled = try await store.recordCancellation(of: order.id, at: SharedFixtures.now(plus: 1))
            try Expect.equal(cancelled.status, .cancelled(at: SharedFixtures.now(plus: 1)), "status after cancellation")
            try Expect.equal(try await store.order(withID: order.id), cancelled, "order after cancellation")
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after cancellation")
            try await Expect.error(BoxOfficeError.orderNotUnpaid(cancelled.status), "second recordCancellation") {
                _ = try await store.recordCancellation(of: order.id, at: SharedFixtures.now(plus: 2))
            }
            try await Expect.error(BoxOfficeError.orderNotUnpaid(cancelled.status), "recordPayment after cancellation")
            {
                _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 2))
            }
            try Expect.equal(try await store.screening(withID: screening.id)?.seatsSold, 0, "seats after the refusals")
        },
        ContractCheck("a payment racing a cancellation: exactly one wins") { store in
            let (screening, order) = try await placedOrder(in: store)
            async let payment = try? store.recordPayment(of: order.id, at: SharedFixtures.now(plus: 1))
            async let cancellation = try? store.recordCancellation(of: order.id, at: SharedFixtures.now(plus: 1))
            let (paid, cancelled) = await (payment, cancellation)
            try Expect.that((paid == nil) != (cancelled == nil), "exactly one of payment and cancellation succeeds")
            let seats = try await store.screening(withID: screening.id)?.seatsSold
            try Expect.equal(seats, paid == nil ? 0 : 2, "seats match the winner")
        },
        ContractCheck("settling an unknown order is refused") { store in
            let ghost = try OrderID("ghost")
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "recordPayment(unknown)") {
                _ = try await store.recordPayment(of: ghost, at: SharedFixtures.now)
            }
            try await Expect.error(BoxOfficeError.unknownOrder(ghost), "recordCancellation(unknown)") {
                _ = try await store.recordCancellation(of: ghost, at: SharedFixtures.now)
            }
        },
        ContractCheck("orders are listed per customer, and unpaid ones are noticed") { store in
            let (screening, order) = try await placedOrder(in: store)
            let other = try UserID("user-dallas")
            try await store.place(BoxOfficeFixtures.order("theirs", customer: other, screening: screening, quantity: 1))
            try Expect.equal(try await store.orders(for: order.customer), [order], "orders(for:)")
            try Expect.that(try await store.hasUnpaidOrders(for: order.customer), "hasUnpaidOrders while unpaid")
            _ = try await store.recordPayment(of: order.id, at: SharedFixtures.now)
            try Expect.that(try await !store.hasUnpaidOrders(for: order.customer), "hasUnpaidOrders once paid")
            try Expect.that(try await store.hasUnpaidOrders(for: other), "another customer's unpaid order")
            try Expect.equal(try await store.orders(for: UserID("nobody")), [], "orders(for:) without orders")
        },
    ]

    /// A stored screening and an unpaid order for 2 of its 10 seats.
    private static func placedOrder(in store: Subject) async throws -> (Screening, Order) {
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
