import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct UserNameAvailabilityTests {
    @Test func aNameNobodyHoldsIsFree() async throws {
        let service = UserNameAvailability(users: InMemoryUserRepository(users: [try AccountsFixtures.ripley]))
        #expect(try await !service.isTaken(UserName("Lambert")))
    }

    @Test func aNameHeldInAnyLetterCaseIsTaken() async throws {
        let service = UserNameAvailability(users: InMemoryUserRepository(users: [try AccountsFixtures.ripley]))
        #expect(try await service.isTaken(UserName("ripley")))
        #expect(try await service.isTaken(UserName("RIPLEY")))
    }

    @Test func yourOwnNameIsNotTakenForYou() async throws {
        let ripley = try AccountsFixtures.ripley
        let service = UserNameAvailability(users: InMemoryUserRepository(users: [ripley, try AccountsFixtures.dallas]))
        #expect(try await !service.isTaken(UserName("RIPLEY"), byAnyoneOtherThan: ripley.id))
        #expect(try await service.isTaken(UserName("Dallas.1979"), byAnyoneOtherThan: ripley.id))
    }

    @Test func aStorageFailureIsReported() async throws {
        let users = InMemoryUserRepository()
        await users.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: AccountsError.storageFailed(.diskFull)) {
            try await UserNameAvailability(users: users).isTaken(UserName("Ripley"))
        }
    }
}
