import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct RegisterUserUseCaseTests {
    let users = InMemoryUserRepository()
    let ids = IncrementingIDGenerator(prefix: "user-")
    var useCase: any RegisterUserUseCase { RegisterUserInteractor(users: users, ids: ids) }

    @Test func storesTheNewUserWithAFreshIdentity() async throws {
        let user = try await useCase.execute(name: UserName("Ripley"))
        #expect(user.id == (try UserID("user-1")))
        #expect(await users.stored == [user])
    }

    @Test func aTakenNameFailsInAnyCaseAndNothingIsStored() async throws {
        _ = try await useCase.execute(name: UserName("Ripley"))
        let taken = try UserName("rIPLEY")
        await #expect(throws: AccountsError.userNameTaken(taken)) { try await useCase.execute(name: taken) }
        #expect(await users.stored.count == 1)
        #expect(await ids.issued == ["user-1"])
    }

    @Test func theRepositoryRefusesARacingDuplicate() async throws {
        // Two registrations that both passed the availability check: the store's backstop wins.
        try await users.save(AccountsFixtures.ripley)
        await #expect(throws: AccountsError.userNameTaken(try UserName("ripley"))) {
            try await users.save(AccountsFixtures.user("user-2", named: "ripley"))
        }
    }

    @Test func aStorageFailureIsReported() async throws {
        await users.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: AccountsError.storageFailed(.diskFull)) {
            try await useCase.execute(name: UserName("Ripley"))
        }
        #expect(await users.stored.isEmpty)
    }
}
