import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// A repository that forgets the uniqueness backstop, to show the contract notices.
private actor CarelessUserRepository: UserRepository {
    private var users: [UserID: User] = [:]
    func save(_ user: User) async throws(AccountsError) { users[user.id] = user }
    func user(withID id: UserID) async throws(AccountsError) -> User? { users[id] }
    func user(named name: UserName) async throws(AccountsError) -> User? { users.values.first { $0.name == name } }
    func delete(_ id: UserID) async throws(AccountsError) { users[id] = nil }
    func allUsers() async throws(AccountsError) -> [User] { Array(users.values) }
}

@Suite struct UserRepositoryContractTests {
    @Test(arguments: UserRepositoryContract.checks)
    func inMemoryUserRepositoryKeepsTheContract(check: ContractCheck<any UserRepository>) async throws {
        try await check.run(against: InMemoryUserRepository())
    }

    @Test func theContractCatchesARepositoryThatAllowsDuplicateNames() async throws {
        let uniqueness = try #require(
            UserRepositoryContract.checks.first { $0.description.contains("another user holds") })
        await #expect(throws: ContractViolation.self) { try await uniqueness.run(against: CarelessUserRepository()) }
    }
}
