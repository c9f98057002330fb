import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct FindUserUseCaseTests {
    let find = FindUserInteractor(
        users: InMemoryUserRepository(users: [
            try! AccountsFixtures.user("u1", named: "Ripley"),
            try! AccountsFixtures.user("u2", named: "Dallas"),
        ]))

    @Test func findsByNameIgnoringLetterCase() async throws {
        #expect(try await find.execute(named: AccountsFixtures.name("RIPLEY"))?.id == AccountsFixtures.userID("u1"))
    }

    @Test func findsByIdentity() async throws {
        #expect(try await find.execute(id: AccountsFixtures.userID("u2"))?.name.displayName == "Dallas")
    }

    @Test func nobodyByThatNameIsNil() async throws {
        #expect(try await find.execute(named: AccountsFixtures.name("Ash")) == nil)
        #expect(try await find.execute(id: AccountsFixtures.userID("u9")) == nil)
    }
}
