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
        let listed = try await ListUsersUseCase(users: users).execute()
        #expect(listed.map(\.name.displayName) == ["Ash", "dallas", "ripley"])
    }
}
