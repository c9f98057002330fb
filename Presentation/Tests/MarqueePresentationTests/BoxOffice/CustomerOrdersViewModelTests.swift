import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct CustomerOrdersViewModelTests {
    @Test func aCustomersOrdersAreNewestFirst() async throws {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1")
        let line = try OrderLine(screeningID: screening.id, quantity: 1, unitPrice: screening.ticketPrice)
        let older = try Order(
            id: OrderID("order-1"), customer: ripley.id, lines: [line], placedAt: SharedFixtures.now(plus: -60))
        let newer = try Order(id: OrderID("order-2"), customer: ripley.id, lines: [line], placedAt: SharedFixtures.now)
        let someoneElses = try BoxOfficeFixtures.order(
            "order-3", customer: AccountsFixtures.dallas.id, screening: screening)
        let world = try CinemaWorld(
            users: [ripley, AccountsFixtures.dallas], screenings: [screening], orders: [older, newer, someoneElses]
        )
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(userNameText: "RIPLEY")
        #expect(viewModel.summaries.map(\.id.rawValue) == ["order-2", "order-1"])
        #expect(viewModel.state.orders?.orders == [newer, older])
        #expect(viewModel.state.orders?.customer == ripley && !viewModel.state.isEmpty)
        #expect(viewModel.summaries.last?.placedAt == "2026-11-22 12:00")
    }

    @Test func aCustomerWithoutOrdersIsEmpty() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(userNameText: "Ripley")
        #expect(viewModel.state.isEmpty)
    }

    @Test func anUnknownCustomerIsNamed() async throws {
        let world = try CinemaWorld()
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(userNameText: "Newt")
        #expect(viewModel.error == .boxOffice(.unknownCustomerName(try UserName("Newt"))))
        #expect(viewModel.state.orders?.customer == nil && !viewModel.state.isEmpty)
    }

    @Test func aStorageFailureClearsWhatWasShown() async throws {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1")
        let world = try CinemaWorld(
            users: [ripley], screenings: [screening],
            orders: [try BoxOfficeFixtures.order(customer: ripley.id, screening: screening)]
        )
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(userNameText: "Ripley")
        await world.store.failNextCall(with: .storageFailed("disk I/O error"))
        await viewModel.load(userNameText: "Ripley")
        #expect(viewModel.summaries.isEmpty && viewModel.state.orders?.customer == nil)
        #expect(viewModel.errorMessage == "The box office data could not be read or saved: disk I/O error.")
    }
}
