import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct UserTests {
    @Test func renamingKeepsTheIdentity() throws {
        var user = try AccountsFixtures.ripley
        let before = user
        user.rename(to: try UserName("Ellen"))
        #expect(user.id == before.id)
        #expect(user.name.displayName == "Ellen")
        #expect(user != before)
    }
}
