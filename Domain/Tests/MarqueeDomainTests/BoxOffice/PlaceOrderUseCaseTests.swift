import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct PlaceOrderUseCaseTests {
    @Test func placesAnUnpaidOrderAndHoldsTheSeats() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        #expect(order.id == (try OrderID("order-1")))
        #expect(order.customer == world.ripley.id)
        #expect(order.total == BoxOfficeFixtures.euros(3750))
        #expect(order.placedAt == SharedFixtures.now)
        #expect(order.status == .unpaid)
        #expect(await world.store.storedOrders == [order])
        #expect(await world.seatsSold() == 3)
    }

    @Test func ordersSeveralScreeningsAtOnce() async throws {
        let world = try await OrderingWorld().prepared()
        let other = try BoxOfficeFixtures.screening("screening-2", hall: "B", capacity: 5)
        await world.store.insert(other)
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id,
            tickets: [
                TicketRequest(screeningID: world.screening.id, quantity: 1),
                TicketRequest(screeningID: other.id, quantity: 2),
            ])
        #expect(order.ticketCount == 3)
        #expect(await world.store.storedScreenings.map(\.seatsSold) == [1, 2])
    }

    @Test func anUnknownCustomerFailsAndNothingIsWritten() async throws {
        let world = try await OrderingWorld().prepared()
        let ghost = try UserID("ghost")
        await #expect(throws: BoxOfficeError.unknownUser(ghost)) {
            try await world.placeOrder.execute(customer: ghost, screening: world.screening.id, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func aUsersStorageFailureIsReportedAsABoxOfficeStorageFailure() async throws {
        let world = try await OrderingWorld().prepared()
        await world.users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func anUnknownScreeningFails() async throws {
        let world = try await OrderingWorld().prepared()
        let unknown = try ScreeningID("nope")
        await #expect(throws: BoxOfficeError.unknownScreening(unknown)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: unknown, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func tooFewSeatsLeftFailsWithTheSeatsLeftAndNothingIsWritten() async throws {
        let world = try await OrderingWorld(capacity: 4).prepared()
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 3)
        await #expect(throws: BoxOfficeError.soldOut(seatsLeft: 1)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        }
        #expect(await world.store.storedOrders.count == 1)
        #expect(await world.seatsSold() == 3)
    }

    @Test func aSoldOutScreeningIsNotBookable() async throws {
        let world = try await OrderingWorld(capacity: 2).prepared()
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        await #expect(throws: BoxOfficeError.soldOut(seatsLeft: 0)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
    }

    @Test func aScreeningThatHasStartedIsNotBookable() async throws {
        let world = try await OrderingWorld().prepared()
        await world.clock.set(world.screening.startsAt)
        await #expect(throws: BoxOfficeError.screeningStarted(world.screening.id)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
    }

    @Test func badRequestsFailBeforeAnythingIsWritten() async throws {
        let world = try await OrderingWorld().prepared()
        await #expect(throws: BoxOfficeError.invalidQuantity(0)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 0)
        }
        await #expect(throws: BoxOfficeError.emptyOrder) {
            try await world.placeOrder.execute(customer: world.ripley.id, tickets: [])
        }
        await #expect(throws: BoxOfficeError.duplicateLine(world.screening.id)) {
            try await world.placeOrder.execute(
                customer: world.ripley.id,
                tickets: [
                    TicketRequest(screeningID: world.screening.id, quantity: 1),
                    TicketRequest(screeningID: world.screening.id, quantity: 1),
                ])
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func screeningsPricedInTwoCurrenciesCannotShareAnOrder() async throws {
        let world = try await OrderingWorld().prepared()
        let inYen = try BoxOfficeFixtures.screening(
            "screening-yen", hall: "B", ticketPrice: Money(minorUnits: 1800, currency: .jpy)
        )
        await world.store.insert(inYen)
        await #expect(throws: BoxOfficeError.mixedCurrencies(.eur, .jpy)) {
            try await world.placeOrder.execute(
                customer: world.ripley.id,
                tickets: [
                    TicketRequest(screeningID: world.screening.id, quantity: 1),
                    TicketRequest(screeningID: inYen.id, quantity: 1),
                ])
        }
        #expect(await world.store.storedScreenings.map(\.seatsSold) == [0, 0])
    }

    @Test func aStorageFailureIsReportedAndNothingIsWritten() async throws {
        let world = try await OrderingWorld().prepared()
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func theStorePlacesAllLinesOrNone() async throws {
        // The use case saw seats on both; another order took the second screening's last seat meanwhile.
        let world = try await OrderingWorld().prepared()
        let full = try BoxOfficeFixtures.screening("screening-full", hall: "B", capacity: 2, seatsSold: 2)
        await world.store.insert(full)
        let order = try Order(
            id: OrderID("order-x"), customer: world.ripley.id,
            lines: [
                OrderLine(screeningID: world.screening.id, quantity: 2, unitPrice: world.screening.ticketPrice),
                OrderLine(screeningID: full.id, quantity: 1, unitPrice: full.ticketPrice),
            ],
            placedAt: SharedFixtures.now
        )
        await #expect(throws: BoxOfficeError.soldOut(seatsLeft: 0)) { try await world.store.place(order) }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.store.storedScreenings.map(\.seatsSold) == [0, 2])
    }

    @Test func customersRacingForTheLastSeatsNeverOversell() async throws {
        let world = try await OrderingWorld(capacity: 5).prepared()
        let useCase = world.placeOrder
        let customer = world.ripley.id
        let screening = world.screening.id
        let successes = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    (try? await useCase.execute(customer: customer, screening: screening, quantity: 1)) != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(successes == 5)
        #expect(await world.seatsSold() == 5)
        #expect(await world.store.storedOrders.count == 5)
    }
}
