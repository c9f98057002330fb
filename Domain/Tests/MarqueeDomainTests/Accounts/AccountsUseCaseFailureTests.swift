import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Every `throws` the Accounts' use cases document, reached, and nothing
/// written when it is thrown.
///
/// | Use case | Throws | Reached by | Left as it was |
/// |---|---|---|---|
/// | `RegisterUserUseCase` | `userNameTaken` | the name in another case | the users; no identity used |
/// | | `invalidUserID` | a generator breaking its contract | the users |
/// | | `storageFailed` | the users' storage failing | the users |
/// | `RenameUserUseCase` | `userNotFound`, `userNameTaken`, `storageFailed` | an unknown id; another's name; storage failing | the user's name |
/// | `DeleteUserUseCase` | `userNotFound`, `userHasUnpaidOrders`, `storageFailed` | an unknown id; an unpaid order; either storage failing; the orders' store refusing otherwise | the user |
/// | `FindUserUseCase.execute(requiring:)` | `noUserNamed`, `storageFailed` | nobody by that name; storage failing | — |
/// | `FindUserUseCase.execute(named:)`, `(id:)` | `storageFailed` | storage failing | — |
/// | `ListUsersUseCase` | `storageFailed` | storage failing (see `ListUsersUseCaseTests`) | — |
@Suite struct AccountsUseCaseFailureTests {
    let ripley: User
    let users: InMemoryUserRepository

    init() throws {
        ripley = try AccountsFixtures.ripley
        users = InMemoryUserRepository(users: [ripley])
    }

    // MARK: Register

    @Test func aGeneratorBreakingItsContractRegistersNobody() async throws {
        let useCase = RegisterUserInteractor(users: users, ids: IncrementingIDGenerator(prefix: "bad id "))
        await #expect(throws: AccountsError.invalidUserID("bad id 1")) {
            try await useCase.execute(name: UserName("Dallas"))
        }
        #expect(await users.stored == [ripley])
    }

    @Test func aTakenNameUsesNoIdentity() async throws {
        let ids = IncrementingIDGenerator()
        await #expect(throws: AccountsError.userNameTaken(try UserName("RIPLEY"))) {
            try await RegisterUserInteractor(users: users, ids: ids).execute(name: UserName("RIPLEY"))
        }
        #expect(await ids.issued.isEmpty)
        #expect(await users.stored == [ripley])
    }

    // MARK: Rename

    @Test func aStorageFailureRenamesNobody() async throws {
        await users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) {
            try await RenameUserInteractor(users: users).execute(ripley.id, to: UserName("Ellen"))
        }
        #expect(await users.stored == [ripley])
    }

    @Test func anUnknownUserRenamesNobody() async throws {
        let ghost = try UserID("ghost")
        await #expect(throws: AccountsError.userNotFound(ghost)) {
            try await RenameUserInteractor(users: users).execute(ghost, to: UserName("Ellen"))
        }
        #expect(await users.stored == [ripley])
    }

    @Test func renamingToAnotherUsersNameInAnyCaseIsRefused() async throws {
        let dallas = try AccountsFixtures.dallas
        try await users.save(dallas)
        let taken = try UserName("DALLAS.1979")
        await #expect(throws: AccountsError.userNameTaken(taken)) {
            try await RenameUserInteractor(users: users).execute(ripley.id, to: taken)
        }
        #expect(await users.stored == [ripley, dallas].sorted { $0.id < $1.id })
    }

    // MARK: Delete

    @Test func aUsersStorageFailureDeletesNobody() async throws {
        await users.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: AccountsError.storageFailed(.diskFull)) {
            try await DeleteUserInteractor(users: users, orders: InMemoryBoxOfficeStore()).execute(ripley.id)
        }
        #expect(await users.stored == [ripley])
    }

    @Test func anOrdersStoreRefusingOtherwiseIsReportedAsARefusalAndDeletesNobody() async throws {
        let orders = InMemoryBoxOfficeStore()
        await orders.failNextCall(with: .overflow)
        await #expect(
            throws: AccountsError.storageFailed(StorageFailure(.refused(code: "box office"), place: .unknown))
        ) {
            try await DeleteUserInteractor(users: users, orders: orders).execute(ripley.id)
        }
        #expect(await users.stored == [ripley])
    }

    @Test func oneUnpaidOrderAmongPaidOnesStillBlocksTheDeletion() async throws {
        let orders = InMemoryBoxOfficeStore()
        let screening = try BoxOfficeFixtures.screening()
        await orders.insert(
            try BoxOfficeFixtures.order("paid", customer: ripley.id, screening: screening, status: .paid(at: .epoch)))
        await orders.insert(try BoxOfficeFixtures.order("unpaid", customer: ripley.id, screening: screening))
        await #expect(throws: AccountsError.userHasUnpaidOrders(ripley.id)) {
            try await DeleteUserInteractor(users: users, orders: orders).execute(ripley.id)
        }
        #expect(await users.stored == [ripley])
    }

    @Test func anotherCustomersUnpaidOrderDoesNotBlockIt() async throws {
        let orders = InMemoryBoxOfficeStore()
        await orders.insert(
            try BoxOfficeFixtures.order(customer: UserID("someone-else"), screening: BoxOfficeFixtures.screening()))
        try await DeleteUserInteractor(users: users, orders: orders).execute(ripley.id)
        #expect(await users.stored.isEmpty)
    }

    // MARK: Find

    @Test func requiringANameNobodyHasIsNoUserNamed() async throws {
        let name = try UserName("Newt")
        await #expect(throws: AccountsError.noUserNamed(name)) {
            try await FindUserInteractor(users: users).execute(requiring: name)
        }
        #expect(try await FindUserInteractor(users: users).execute(requiring: UserName("rIpLeY")) == ripley)
    }

    @Test func everyLookupReportsAStorageFailure() async throws {
        let find = FindUserInteractor(users: users)
        await users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) { try await find.execute(named: UserName("Ripley")) }
        await users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) {
            try await find.execute(requiring: UserName("Ripley"))
        }
        await users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: AccountsError.storageFailed(.busy)) { try await find.execute(id: ripley.id) }
    }

    @Test func anUnknownIdentityIsNil() async throws {
        #expect(try await FindUserInteractor(users: users).execute(id: UserID("ghost")) == nil)
        #expect(try await FindUserInteractor(users: users).execute(named: UserName("ghost")) == nil)
    }
}
