import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct RenameUserUseCaseTests {
    @Test func renamesAndKeepsTheIdentity() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        let renamed = try await RenameUserInteractor(users: users).execute(ripley.id, to: UserName("Ellen"))
        #expect(renamed.id == ripley.id)
        #expect(await users.stored.map(\.name.displayName) == ["Ellen"])
    }

    @Test func changingOnlyTheCaseOfYourOwnNameIsAllowed() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        let renamed = try await RenameUserInteractor(users: users).execute(ripley.id, to: UserName("RIPLEY"))
        #expect(renamed.name.displayName == "RIPLEY")
        #expect(await users.stored.first?.name.displayName == "RIPLEY")
    }

    @Test func aNameAnotherUserHoldsFailsAndNothingChanges() async throws {
        let ripley = try AccountsFixtures.ripley
        let dallas = try AccountsFixtures.dallas
        let users = InMemoryUserRepository(users: [ripley, dallas])
        let taken = try UserName("DALLAS.1979")
        await #expect(throws: AccountsError.userNameTaken(taken)) {
            try await RenameUserInteractor(users: users).execute(ripley.id, to: taken)
        }
        #expect(await users.stored == [dallas, ripley])
    }

    @Test func anUnknownUserIsNotFound() async throws {
        let ghost = try UserID("ghost")
        await #expect(throws: AccountsError.userNotFound(ghost)) {
            try await RenameUserInteractor(users: InMemoryUserRepository()).execute(ghost, to: UserName("Ash"))
        }
    }
}
