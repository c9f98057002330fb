import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct OrderReceiptTests {
    @Test func placingByNameReturnsTheOrderWithItsCustomerAndReservedScreenings() async throws {
        let world = try await OrderingWorld().prepared()
        let receipt = try await world.placeOrder.execute(
            customerNamed: UserName("RIPLEY"), tickets: [TicketRequest(screeningID: world.screening.id, quantity: 2)]
        )
        #expect(receipt.customer == world.ripley)
        #expect(receipt.order.customer == world.ripley.id)
        #expect(receipt.screenings.map(\.id) == [world.screening.id])
        #expect(receipt.screening(world.screening.id)?.seatsSold == 2)
        #expect(await world.store.storedOrders == [receipt.order])
    }

    @Test func placingForAnUnknownNameFailsAndWritesNothing() async throws {
        let world = try await OrderingWorld().prepared()
        let name = try UserName("Dallas")
        await #expect(throws: BoxOfficeError.unknownCustomerName(name)) {
            try await world.placeOrder.execute(
                customerNamed: name, tickets: [TicketRequest(screeningID: world.screening.id, quantity: 1)]
            )
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func aReceiptNamesPastScreeningsToo() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        await world.clock.advance(minutes: 60 * 24 * 30)
        let receipt = try await ShowOrderInteractor(orders: world.store, users: world.users, screenings: world.store)
            .execute(order)
        #expect(receipt.customer == world.ripley)
        #expect(receipt.screenings.map(\.id) == [world.screening.id])
    }

    @Test func aReceiptOfADeletedCustomerHasNoCustomer() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        try await world.users.delete(world.ripley.id)
        let receipt = try await ShowOrderInteractor(orders: world.store, users: world.users, screenings: world.store)
            .execute(order)
        #expect(receipt.customer == nil)
        #expect(receipt.order == order)
    }

    @Test func customerOrdersByNameCarryEveryScreeningTheyName() async throws {
        let world = try await OrderingWorld().prepared()
        let other = try BoxOfficeFixtures.screening("screening-2", hall: "B", capacity: 5)
        await world.store.insert(other)
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: other.id, quantity: 2)
        let listed = try await ListCustomerOrdersInteractor(
            orders: world.store, users: world.users, screenings: world.store
        )
        .execute(customerNamed: UserName("ripley"))
        #expect(listed.customer == world.ripley)
        #expect(listed.orders.count == 2)
        #expect(Set(listed.screenings.map(\.id)) == [world.screening.id, other.id])
        #expect(listed.receipts.map { $0.screenings.count } == [1, 1])
    }
}
