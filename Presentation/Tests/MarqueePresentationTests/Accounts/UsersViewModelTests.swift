import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct UsersViewModelTests {
    @Test func registeringStoresTheUserAndSaysSo() async throws {
        let world = try CinemaWorld()
        let viewModel = world.usersViewModel()
        await viewModel.register(nameText: "  Ripley ")
        let stored = await world.users.stored
        #expect(stored.map(\.name.displayName) == ["Ripley"])
        #expect(viewModel.lastChange == .registered(try #require(stored.first)))
        #expect(viewModel.error == nil && viewModel.errorMessage == nil)
    }

    @Test func aTakenNameIsRefusedAndNothingIsWritten() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.usersViewModel()
        await viewModel.register(nameText: "RIPLEY")
        #expect(viewModel.error == .accounts(.userNameTaken(try UserName("RIPLEY"))))
        #expect(viewModel.errorMessage == "The name RIPLEY is taken (names ignore letter case); choose another.")
        #expect(viewModel.lastChange == nil)
        #expect(await world.users.stored == [try AccountsFixtures.ripley])
    }

    @Test func anInvalidNameIsAUsageErrorAndNothingIsWritten() async throws {
        let world = try CinemaWorld()
        let viewModel = world.usersViewModel()
        await viewModel.register(nameText: "Ri")
        #expect(viewModel.error == .accounts(.invalidUserName(.tooShort(length: 2))))
        #expect(viewModel.error?.isUsageError == true)
        #expect(await world.users.stored.isEmpty)
        #expect(await world.ids.issued.isEmpty)
    }

    @Test func renamingByNameKeepsTheIdentity() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.usersViewModel()
        await viewModel.rename(nameText: "ripley", to: "Ellen")
        let renamed = try AccountsFixtures.user("user-ripley", named: "Ellen")
        #expect(viewModel.lastChange == .renamed(from: try UserName("Ripley"), to: renamed))
        #expect(await world.users.stored == [renamed])
    }

    @Test func renamingToATakenNameIsRefused() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley, AccountsFixtures.dallas])
        let viewModel = world.usersViewModel()
        await viewModel.rename(nameText: "Ripley", to: "DALLAS.1979")
        #expect(viewModel.error == .accounts(.userNameTaken(try UserName("dallas.1979"))))
        #expect(await world.users.stored == [try AccountsFixtures.dallas, try AccountsFixtures.ripley])
    }

    @Test func renamingSomeoneUnknownNamesTheName() async throws {
        let world = try CinemaWorld()
        let viewModel = world.usersViewModel()
        await viewModel.rename(nameText: "Newt", to: "Rebecca")
        #expect(viewModel.error == .unknownUserName(try UserName("Newt")))
        #expect(viewModel.errorMessage?.hasPrefix("No user is named Newt;") == true)
    }

    @Test func deletingRemovesTheUser() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.usersViewModel()
        await viewModel.delete(nameText: "Ripley")
        #expect(viewModel.lastChange == .deleted(try AccountsFixtures.ripley))
        #expect(await world.users.stored.isEmpty)
    }

    @Test func deletingSomeoneWhoOwesIsRefusedAndNothingIsDeleted() async throws {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening()
        let world = try CinemaWorld(
            users: [ripley], screenings: [screening],
            orders: [try BoxOfficeFixtures.order(customer: ripley.id, screening: screening)]
        )
        let viewModel = world.usersViewModel()
        await viewModel.delete(nameText: "Ripley")
        #expect(viewModel.error == .accounts(.userHasUnpaidOrders(ripley.id)))
        #expect(await world.users.stored == [ripley])
    }

    @Test func theListIsByNameAndEmptyIsEmpty() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley, AccountsFixtures.dallas])
        let viewModel = world.usersViewModel()
        await viewModel.load()
        #expect(viewModel.rows.map(\.name) == ["dallas.1979", "Ripley"])
        #expect(!viewModel.state.isEmpty)
        let empty = try CinemaWorld().usersViewModel()
        await empty.load()
        #expect(empty.state.isEmpty)
    }

    @Test func aStorageFailureIsReportedAndTheRowsStay() async throws {
        let world = try CinemaWorld(users: [AccountsFixtures.ripley])
        let viewModel = world.usersViewModel()
        await viewModel.load()
        await world.users.failNextCall(with: .storageFailed("database is locked"))
        await viewModel.load()
        #expect(viewModel.errorMessage == "The user data could not be read or saved: database is locked.")
        #expect(viewModel.rows.count == 1)
    }
}
