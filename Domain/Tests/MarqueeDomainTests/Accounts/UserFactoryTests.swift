import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct UserFactoryTests {
    @Test func newUsersGetFreshIdentitiesFromTheGenerator() async throws {
        let factory = UserFactory(ids: IncrementingIDGenerator(prefix: "user-"))
        let first = try await factory.makeUser(named: UserName("Ripley"))
        let second = try await factory.makeUser(named: UserName("Ripley"))
        #expect(first.id == (try UserID("user-1")))
        #expect(second.id == (try UserID("user-2")))
    }

    @Test func aGeneratorBreakingItsContractIsReported() async throws {
        let factory = UserFactory(ids: IncrementingIDGenerator(prefix: "bad id "))
        await #expect(throws: AccountsError.invalidUserID("bad id 1")) {
            try await factory.makeUser(named: UserName("Ripley"))
        }
    }
}
