import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ListUsersUseCaseTests {
    @Test func listsByNameIgnoringCase() async throws {
        let users = InMemoryUserRepository(users: [
            try AccountsFixtures.user("u1", named: "ripley"),
            try AccountsFixtures.user("u2", named: "Ash"),
            try AccountsFixtures.user("u3", named: "dallas"),
        ])
        let listed = try await ListUsersInteractor(users: users).execute()
        #expect(listed.map(\.name.displayName) == ["Ash", "dallas", "ripley"])
    }

    /// A byte-wise sort puts every capital before every small letter
    /// ("Bishop" before "ash"); people expect the alphabet.
    @Test func usersAreListedInCaseInsensitiveOrderOfTheirNames() async throws {
        let users = InMemoryUserRepository(users: [
            try AccountsFixtures.user("u1", named: "Bishop"),
            try AccountsFixtures.user("u2", named: "ash"),
            try AccountsFixtures.user("u3", named: "Call"),
            try AccountsFixtures.user("u4", named: "dallas"),
        ])
        let listed = try await ListUsersInteractor(users: users).execute()
        #expect(listed.map(\.name.displayName) == ["ash", "Bishop", "Call", "dallas"])
    }

    @Test func usersWithTheSameNameAreListedByIdentity() async throws {
        // Only a store that lost its unique index holds two; the order stays stable all the same.
        let users = InMemoryUserRepository(users: [
            try AccountsFixtures.user("u2", named: "ripley"),
            try AccountsFixtures.user("u1", named: "RIPLEY"),
        ])
        let listed = try await ListUsersInteractor(users: users).execute()
        #expect(listed.map(\.id.rawValue) == ["u1", "u2"])
    }

    @Test func aStorageFailureIsReported() async throws {
        let users = InMemoryUserRepository()
        await users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) {
            try await ListUsersInteractor(users: users).execute()
        }
    }
}
