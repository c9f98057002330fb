import GuestList
import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct GuestListTests {
    @Test func registersGuestsThroughTheDomainUseCase() async throws {
        let guests = GuestList(users: ArrayUserRepository())
        let ripley = try await guests.add("Ripley")
        try await guests.add("Dallas")
        #expect(ripley.id.rawValue == "guest-1")
        #expect(try await guests.names() == ["Ripley", "Dallas"])
    }

    @Test func theDomainRefusesANameTakenInAnotherLetterCase() async throws {
        let guests = GuestList(users: ArrayUserRepository())
        try await guests.add("Ripley")
        await #expect(throws: AccountsError.self) { try await guests.add("RIPLEY") }
        #expect(try await guests.names() == ["Ripley"])
    }

    @Test(arguments: UserRepositoryContract.checks)
    func arrayUserRepositoryKeepsTheContract(check: ContractCheck<any UserRepository>) async throws {
        try await check.run(against: ArrayUserRepository())
    }
}
