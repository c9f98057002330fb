import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``CustomerOrdersViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load(name)` answered | anything | `orders` newest first with their screenings, `error == nil`, `isLoading == false` |
/// | `load(name)` of a customer without orders | anything | `isEmpty`, a headline saying how to order |
/// | `load(name)` of an unknown name | anything | `orders == nil`, `error == .unknownCustomerName` |
/// | `load(name)` fails | orders shown | `orders == nil`, `error` set, `isLoading == false` |
/// | `reset()` | anything | an empty state in the same zone |
/// | `listCommand` | — | the table or JSON, or the one-line error |
@MainActor
@Suite struct CustomerOrdersViewModelTests {
    func ripleysWorld() throws -> CinemaWorld {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1")
        return try CinemaWorld(
            users: [ripley], screenings: [screening],
            orders: [try BoxOfficeFixtures.order(customer: ripley.id, screening: screening)]
        )
    }

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
        await viewModel.load(try UserName("RIPLEY"))
        #expect(viewModel.state.summaries.map(\.id.rawValue) == ["order-2", "order-1"])
        #expect(viewModel.state.orders?.orders == [newer, older])
        #expect(viewModel.state.orders?.customer == ripley && !viewModel.state.isEmpty)
        #expect(viewModel.state.summaries.last?.placedAt == "2026-11-22 12:00")
    }

    @Test func aLoadedListIsNoLongerLoading() async throws {
        let viewModel = try ripleysWorld().customerOrdersViewModel()
        await viewModel.load(try UserName("Ripley"))
        #expect(!viewModel.state.isLoading)
    }

    @Test func aCustomerWithoutOrdersIsEmpty() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(try UserName("Ripley"))
        #expect(viewModel.state.isEmpty)
        #expect(
            viewModel.state.headline(for: .screen)
                == "Ripley has no orders yet; pick a screening on Program and press Enter to order.")
    }

    @Test func anUnknownCustomerIsNamed() async throws {
        let world = try CinemaWorld()
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(try UserName("Newt"))
        #expect(viewModel.state.error == .boxOffice(.unknownCustomerName(try UserName("Newt"))))
        #expect(viewModel.state.orders == nil && !viewModel.state.isEmpty)
    }

    @Test func aStorageFailureClearsWhatWasShown() async throws {
        let world = try ripleysWorld()
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(try UserName("Ripley"))
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        await viewModel.load(try UserName("Ripley"))
        #expect(viewModel.state.summaries.isEmpty && viewModel.state.orders == nil)
        #expect(viewModel.state.error?.userMessage(times: world.times) == StorageFailure.diskFull.userMessage)
    }

    @Test func aSuccessfulLoadClearsThePreviousError() async throws {
        let world = try ripleysWorld()
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(try UserName("Newt"))
        await viewModel.load(try UserName("Ripley"))
        #expect(viewModel.state.error == nil)
    }

    @Test func resettingForgetsTheList() async throws {
        let world = try ripleysWorld()
        let viewModel = world.customerOrdersViewModel()
        await viewModel.load(try UserName("Ripley"))
        viewModel.reset()
        #expect(viewModel.state == CustomerOrdersState(times: world.times))
    }

    @Test func theListCommandPrintsTheTable() async throws {
        let world = try ripleysWorld()
        let output = await world.customerOrdersViewModel().listCommand(try UserName("Ripley"), format: .text)
        #expect(output.standardOutput.first == "Ripley — 1 order, newest first")
    }

    @Test func theListCommandOfAnUnknownNameIsOneLine() async throws {
        let output = try await CinemaWorld().customerOrdersViewModel().listCommand(try UserName("Newt"), format: .text)
        #expect(output.outcome == .failure)
        #expect(
            output.standardError == [
                "marquee: No user is named Newt; see marquee users list, or register with marquee users register Newt."
            ])
    }
}
