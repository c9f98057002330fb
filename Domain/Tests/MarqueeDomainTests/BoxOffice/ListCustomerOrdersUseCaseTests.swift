import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ListCustomerOrdersUseCaseTests {
    @Test func listsOnlyThatCustomersOrdersNewestFirst() async throws {
        let world = try await OrderingWorld().prepared()
        let dallas = try AccountsFixtures.dallas
        try await world.users.save(dallas)
        let first = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        await world.clock.advance(minutes: 10)
        _ = try await world.placeOrder.execute(customer: dallas.id, screening: world.screening.id, quantity: 1)
        let second = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        let listed = try await ListCustomerOrdersInteractor(
            orders: world.store, users: world.users, screenings: world.store
        ).execute(customer: world.ripley.id)
        #expect(listed.map(\.id) == [second.id, first.id])
    }

    @Test func aCustomerWithoutOrdersHasAnEmptyList() async throws {
        let world = try await OrderingWorld().prepared()
        #expect(
            try await ListCustomerOrdersInteractor(orders: world.store, users: world.users, screenings: world.store)
                .execute(customer: world.ripley.id).isEmpty)
    }
}
