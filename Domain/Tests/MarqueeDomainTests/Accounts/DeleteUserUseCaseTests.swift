import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct DeleteUserUseCaseTests {
    let store = InMemoryBoxOfficeStore()

    @Test func deletesAUserWithoutOrders() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley, try AccountsFixtures.dallas])
        try await DeleteUserInteractor(users: users, orders: store).execute(ripley.id)
        #expect(await users.stored.map(\.id) == [try UserID("user-dallas")])
    }

    @Test func refusedWhileAnOrderIsUnpaidAndNothingIsDeleted() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        await store.insert(try BoxOfficeFixtures.order(customer: ripley.id, screening: BoxOfficeFixtures.screening()))
        await #expect(throws: AccountsError.userHasUnpaidOrders(ripley.id)) {
            try await DeleteUserInteractor(users: users, orders: store).execute(ripley.id)
        }
        #expect(await users.stored == [ripley])
    }

    @Test func paidAndCancelledOrdersDoNotBlockIt() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        let screening = try BoxOfficeFixtures.screening()
        await store.insert(
            try BoxOfficeFixtures.order(
                "order-1", customer: ripley.id, screening: screening, status: .paid(at: SharedFixtures.now)
            ))
        await store.insert(
            try BoxOfficeFixtures.order(
                "order-2", customer: ripley.id, screening: screening, status: .cancelled(at: SharedFixtures.now)
            ))
        try await DeleteUserInteractor(users: users, orders: store).execute(ripley.id)
        #expect(await users.stored.isEmpty)
    }

    @Test func anUnknownUserIsNotFound() async throws {
        let ghost = try UserID("ghost")
        await #expect(throws: AccountsError.userNotFound(ghost)) {
            try await DeleteUserInteractor(users: InMemoryUserRepository(), orders: store).execute(ghost)
        }
    }

    @Test func anOrdersStorageFailureBecomesAnAccountsStorageFailure() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        await store.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) {
            try await DeleteUserInteractor(users: users, orders: store).execute(ripley.id)
        }
        #expect(await users.stored == [ripley])
    }
}
