import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The one table of actions × roles, and the interactors that keep it: a
/// clerk sells, a manager also schedules, renames and deletes. A refused
/// action changes nothing.
@Suite struct DeskPermissionsTests {
    static func desk(_ role: DeskRole) throws -> Desk {
        try Desk(name: DeskName("desk-\(role)"), role: role, addedAt: SharedFixtures.now)
    }

    @Test func theTableGivesClerksTheSalesAndManagersEverything() {
        let clerkActions = DeskAction.allCases.filter { $0.permittedRoles.contains(.clerk) }
        #expect(Set(clerkActions) == [.registerCustomer, .placeOrder, .payOrder, .cancelOrder])
        #expect(DeskAction.allCases.allSatisfy { $0.permittedRoles.contains(.manager) })
    }

    @Test(arguments: DeskAction.allCases, DeskRole.allCases)
    func aDeskMayTakeAnActionExactlyWhenTheTableSaysSo(action: DeskAction, role: DeskRole) throws {
        let desk = try Self.desk(role)
        if action.permittedRoles.contains(role) {
            try desk.authorize(action)
        } else {
            #expect(throws: PermissionDenied(desk: desk.name, role: role, action: action)) {
                try desk.authorize(action)
            }
        }
    }

    @Test func aContextDeclaresItsOwnActionWithTheRolesThatMayTakeIt() throws {
        let action = DeskAction("addGiftCard", permittedRoles: [.manager])
        #expect(DeskAction(rawValue: "addGiftCard") == nil, "only the box office's own are found by name")
        #expect(DeskAction(rawValue: "placeOrder") == .placeOrder)
        #expect(action == DeskAction("addGiftCard", permittedRoles: []), "an action is its name")
        #expect(!DeskAction.allCases.contains(action))
        let clerk = try Self.desk(.clerk)
        #expect(throws: PermissionDenied(desk: clerk.name, role: .clerk, action: action)) {
            try clerk.authorize(action)
        }
        try Self.desk(.manager).authorize(action)
        #expect(PermissionDenied(desk: clerk.name, role: .clerk, action: action).permittedRoles == [.manager])
    }

    @Test func aRefusalNamesTheRolesThatMay() throws {
        let front = try DeskName("front-1")
        let denial = PermissionDenied(desk: front, role: .clerk, action: .scheduleScreening)
        #expect(denial.permittedRoles == [.manager])
        let sale = PermissionDenied(desk: front, role: .clerk, action: .placeOrder)
        #expect(sale.permittedRoles == [.clerk, .manager])
    }

    @Test(arguments: [("clerk", DeskRole.clerk), (" Manager ", .manager), ("MANAGER", .manager)])
    func rolesAreReadAsPeopleTypeThem(text: String, role: DeskRole) {
        #expect(DeskRole(named: text) == role)
    }

    @Test(arguments: ["", "admin", "managers", "clerk,manager"])
    func anUnknownRoleIsNone(text: String) {
        #expect(DeskRole(named: text) == nil)
    }

    // MARK: The interactors keep the table

    @Test func aClerkCannotScheduleAndNothingIsStored() async throws {
        let store = InMemoryBoxOfficeStore()
        let clerk = try Self.desk(.clerk)
        let schedule = ScheduleScreeningInteractor(
            movies: InMemoryMoviesRepository(), screenings: store, ids: IncrementingIDGenerator(prefix: "s-"),
            clock: ManualTimeSource(), desk: clerk)
        await #expect(
            throws: BoxOfficeError.notPermitted(.init(desk: clerk.name, role: .clerk, action: .scheduleScreening))
        ) {
            _ = try await schedule.execute(
                movieID: MovieFixtures.alien.id, hall: Hall("A"), startsAt: SharedFixtures.now(plus: 60), capacity: 10,
                ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: nil)
        }
        #expect(await store.storedScreenings.isEmpty)
    }

    @Test func aClerkCannotRenameOrDeleteACustomer() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        let clerk = try Self.desk(.clerk)
        let accounts = AccountsUseCases(
            users: users, orders: InMemoryBoxOfficeStore(), ids: IncrementingIDGenerator(prefix: "u-"), desk: clerk)
        await #expect(
            throws: AccountsError.notPermitted(.init(desk: clerk.name, role: .clerk, action: .renameCustomer))
        ) {
            _ = try await accounts.rename.execute(named: ripley.name, to: UserName("Ellen"))
        }
        await #expect(
            throws: AccountsError.notPermitted(.init(desk: clerk.name, role: .clerk, action: .deleteCustomer))
        ) {
            _ = try await accounts.delete.execute(named: ripley.name)
        }
        #expect(await users.stored == [ripley])
        #expect(try await accounts.register.execute(name: UserName("Newt")).name == (try UserName("Newt")))
    }

    @Test func aManagerRenamesAndDeletesByName() async throws {
        let ripley = try AccountsFixtures.ripley
        let users = InMemoryUserRepository(users: [ripley])
        let accounts = AccountsUseCases(
            users: users, orders: InMemoryBoxOfficeStore(), ids: IncrementingIDGenerator(prefix: "u-"),
            desk: try Self.desk(.manager))
        let renamed = try await accounts.rename.execute(named: UserName("RIPLEY"), to: UserName("Ellen"))
        #expect(renamed.previousName.displayName == ripley.name.displayName)
        #expect(renamed.user.id == ripley.id)
        #expect(renamed.user.name.displayName == "Ellen")
        let deleted = try await accounts.delete.execute(named: UserName("ellen"))
        #expect(deleted == renamed.user)
        #expect(await users.stored.isEmpty)
    }

    @Test func anOrderRecordsTheDesksThatPlacedAndPaidIt() async throws {
        let world = try await OrderingWorld().prepared()
        let front = try Self.desk(.clerk)
        let foyer = try Desk(name: DeskName("foyer"), role: .manager, addedAt: SharedFixtures.now)
        let placed = try await world.placeOrder(by: front).execute(
            customerNamed: world.ripley.name, tickets: [TicketRequest(screeningID: world.screening.id, quantity: 1)])
        #expect(placed.order.placedBy == front.name)
        #expect(placed.order.settledBy == nil)
        let paid = try await world.payOrder(by: foyer).execute(placed.order.id)
        #expect(paid.order.placedBy == front.name)
        #expect(paid.order.settledBy == foyer.name)
        #expect(paid.customer == world.ripley)
        #expect(paid.screenings.map(\.id) == [world.screening.id])
        #expect(await world.store.storedOrders == [paid.order])
    }

    @Test func aCancellationRecordsItsDeskAndAnswersTheReceipt() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        let front = try Self.desk(.clerk)
        let cancelled = try await world.cancelOrder(by: front).execute(order.id)
        #expect(cancelled.order.settledBy == front.name)
        #expect(cancelled.customer == world.ripley)
        #expect(await world.seatsSold() == 0)
    }

    @Test func aLocalRunRecordsNoDesk() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        let paid = try await world.payOrder.execute(order.id)
        #expect(order.placedBy == nil)
        #expect(paid.order.settledBy == nil)
    }
}
