@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Each form of the full-screen app, after each way its action can fail: a
/// rule refuses it, storage fails, the box office service cannot be reached,
/// or a change gets no answer. The form says why, is not marked as done,
/// keeps what was typed, and one more press does the action exactly once.
///
/// The failure is queued on the in-memory store the action goes through, so
/// it is met once and the next attempt is answered.
@MainActor
@Suite struct FormFailureTests {
    /// A way an action fails.
    enum Way: CaseIterable, CustomTestStringConvertible {
        case refusedByARule, storageFailed, serviceUnreachable, outcomeUnknown

        var testDescription: String {
            switch self {
            case .refusedByARule: "refused by a rule"
            case .storageFailed: "storage failed"
            case .serviceUnreachable: "the service unreachable"
            case .outcomeUnknown: "no answer to the change"
            }
        }

        static let service = StoragePlace.service(address: "http://box.example:8080")

        /// The storage failure of the ways that are one.
        var failure: StorageFailure? {
            switch self {
            case .refusedByARule: nil
            case .storageFailed: .diskFull
            case .serviceUnreachable: StorageFailure(.unreachable(.refused), place: Self.service)
            case .outcomeUnknown: StorageFailure(.outcomeUnknown, place: Self.service)
            }
        }
    }

    /// A world wide enough that every message fits on one row.
    static func world(screenings: [Screening] = []) throws -> InteractiveWorld {
        var world = try InteractiveWorld(users: [AccountsFixtures.ripley], screenings: screenings)
        world.resize(columns: 240, rows: 30)
        return world
    }

    // MARK: Placing an order

    /// The order form filled for one ticket to screening-1, focus on the place button,
    /// and the loads passing through Program on the way finished.
    static func filledOrderForm() async throws -> InteractiveWorld {
        let world = try world(screenings: [try BoxOfficeFixtures.screening("screening-1")])
        world.press(.tab, .tab)
        world.type("Ripley")
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter, .enter)
        await world.settle()
        return world
    }

    /// What placing meets, and the line the form then shows.
    static func placingFails(_ way: Way, in world: InteractiveWorld) async throws -> String {
        let times = world.cinema.times
        guard let failure = way.failure else {
            let refusal = BoxOfficeError.soldOut(seatsLeft: 0)
            await world.cinema.store.failNextCall(with: refusal)
            return CinemaError.boxOffice(refusal).message(times: times, for: .screen)
        }
        await world.cinema.store.failNextCall(with: .storageFailed(failure))
        if way == .outcomeUnknown {
            let placing = UnansweredChange.placing(for: try AccountsFixtures.name("Ripley"))
            return CinemaError.outcomeUnknown(placing, failure).message(times: times, for: .screen)
        }
        return CinemaError.boxOffice(.storageFailed(failure)).message(times: times, for: .screen)
    }

    func orderFields(_ orders: OrdersPanel) -> [String] {
        OrdersPanel.Focus.fields.map { orders.field($0).text }
    }

    @Test(arguments: Way.allCases)
    func aFailedPlaceSaysWhyAndIsNotMarkedPlaced(way: Way) async throws {
        let world = try await Self.filledOrderForm()
        let fields = orderFields(world.app.orders)
        let message = try await Self.placingFails(way, in: world)
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains(message), "\(world.screenText())")
        #expect(!world.app.orders.placed)
        #expect(world.app.orders.canPlace)
        #expect(orderFields(world.app.orders) == fields)
        #expect(await world.cinema.store.storedOrders.isEmpty)
    }

    @Test(arguments: Way.allCases)
    func afterAFailedPlaceOneMorePressPlacesExactlyOnce(way: Way) async throws {
        let world = try await Self.filledOrderForm()
        _ = try await Self.placingFails(way, in: world)
        world.press(.enter)
        await world.settle()
        #expect(world.app.orders.focus == .place)
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedOrders.count == 1)
        #expect(world.app.orders.order.state.error == nil)
        #expect(world.app.orders.placed)
    }

    // MARK: Paying the order shown

    /// An unpaid order placed through the form, its receipt shown.
    static func placedOrder() async throws -> InteractiveWorld {
        let world = try await filledOrderForm()
        world.press(.enter)
        await world.settle()
        return world
    }

    static func payingFails(_ way: Way, in world: InteractiveWorld) async throws -> String {
        let times = world.cinema.times
        guard let failure = way.failure else {
            let refusal = BoxOfficeError.orderNotUnpaid(.cancelled(at: SharedFixtures.now))
            await world.cinema.store.failNextCall(with: refusal)
            return CinemaError.boxOffice(refusal).message(times: times, for: .screen)
        }
        await world.cinema.store.failNextCall(with: .storageFailed(failure))
        if way == .outcomeUnknown {
            let order = try #require(await world.cinema.store.storedOrders.first).id
            return CinemaError.outcomeUnknown(.paying(order), failure).message(times: times, for: .screen)
        }
        return CinemaError.boxOffice(.storageFailed(failure)).message(times: times, for: .screen)
    }

    func status(_ world: InteractiveWorld) async -> OrderStatus? {
        await world.cinema.store.storedOrders.first?.status
    }

    @Test(arguments: Way.allCases)
    func aFailedPaySaysWhyAndLeavesTheOrderUnpaid(way: Way) async throws {
        let world = try await Self.placedOrder()
        let message = try await Self.payingFails(way, in: world)
        world.type("p")
        await world.settle()
        #expect(world.screenText().contains(message), "\(world.screenText())")
        #expect(await status(world) == .unpaid)
        #expect(!world.app.orders.isWorking)
    }

    @Test(arguments: Way.allCases)
    func afterAFailedPayTheOrderCanBeOpenedAndPaidOnce(way: Way) async throws {
        let world = try await Self.placedOrder()
        _ = try await Self.payingFails(way, in: world)
        world.type("p")
        await world.settle()
        for _ in 0..<6 where world.app.orders.focus != .showOrders { world.press(.down) }
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        world.type("p")
        world.type("p")
        await world.settle()
        #expect(await status(world) == .paid(at: SharedFixtures.now))
        #expect(await world.cinema.store.storedOrders.count == 1)
        #expect(world.app.orders.order.state.lastAction == .paid)
    }

    // MARK: Registering and renaming a user

    /// Users, Ripley selected, the name field opened by `shortcut` and `name` typed in it.
    static func usersForm(_ shortcut: Shortcut, typing name: String) async throws -> InteractiveWorld {
        let world = try world()
        world.show(tab: 4)
        await world.settle()
        world.type(String(shortcut.character))
        world.press(.control("u"))
        world.type(name)
        return world
    }

    static func accountsFail(_ way: Way, in world: InteractiveWorld) async throws -> String {
        let error: AccountsError =
            try way.failure.map { .storageFailed($0) } ?? .userNameTaken(try AccountsFixtures.name("Dallas"))
        await world.cinema.users.failNextCall(with: error)
        return error.message(for: .screen)
    }

    /// The two purposes of the Users name field.
    enum UserForm: CaseIterable {
        case register, rename

        @MainActor var shortcut: Shortcut { self == .register ? UsersPanel.register : UsersPanel.rename }
    }

    @Test(arguments: Way.allCases, UserForm.allCases)
    func aFailedRegisterOrRenameSaysWhyAndKeepsTheName(way: Way, form: UserForm) async throws {
        let world = try await Self.usersForm(form.shortcut, typing: "Dallas")
        let before = await world.cinema.users.stored
        let message = try await Self.accountsFail(way, in: world)
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains(message), "\(world.screenText())")
        #expect(world.app.users.editing != nil)
        #expect(world.app.users.field.text == "Dallas")
        #expect(await world.cinema.users.stored == before)
    }

    @Test(arguments: Way.allCases, UserForm.allCases)
    func afterAFailedRegisterOrRenameOneMoreEnterDoesItOnce(way: Way, form: UserForm) async throws {
        let world = try await Self.usersForm(form.shortcut, typing: "Dallas")
        let count = await world.cinema.users.stored.count
        _ = try await Self.accountsFail(way, in: world)
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        await world.settle()
        let names = await world.cinema.users.stored.map(\.name.displayName)
        #expect(names.filter { $0 == "Dallas" }.count == 1)
        #expect(names.count == (form == .register ? count + 1 : count))
        #expect(world.app.users.editing == nil)
    }

    // MARK: Scheduling a screening

    /// Program, `s`, and the form filled for Alien tomorrow at 20:00; focus on the button.
    static func filledScheduleForm() async throws -> InteractiveWorld {
        let world = try world()
        world.show(tab: 2)
        await world.settle()
        world.type("s")
        world.type("348")
        world.press(.enter, .enter)
        world.type("2026-11-23 20:00")
        world.press(.enter)
        world.type("117")
        world.press(.enter, .enter, .enter)
        return world
    }

    static func schedulingFails(_ way: Way, in world: InteractiveWorld) async throws -> String {
        let error: BoxOfficeError =
            try way.failure.map { .storageFailed($0) }
            ?? .hallBusy(conflicting: BoxOfficeFixtures.screening("screening-busy", startsInMinutes: 30 * 60))
        await world.cinema.store.failNextCall(with: error)
        return CinemaError.boxOffice(error).message(times: world.cinema.times, for: .screen)
    }

    func scheduleForm(_ world: InteractiveWorld) throws -> SchedulePanel {
        try #require(world.app.current as? SchedulePanel)
    }

    @Test(arguments: Way.allCases)
    func aFailedScheduleSaysWhyAndIsNotMarkedDone(way: Way) async throws {
        let world = try await Self.filledScheduleForm()
        let form = try scheduleForm(world)
        #expect(form.focus == .schedule)
        let fields = form.fields
        let message = try await Self.schedulingFails(way, in: world)
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains(message), "\(world.screenText())")
        #expect(!form.done)
        #expect(form.canSchedule)
        #expect(form.fields == fields)
        #expect(await world.cinema.store.storedScreenings.isEmpty)
    }

    @Test(arguments: Way.allCases)
    func afterAFailedScheduleOneMoreEnterSchedulesExactlyOnce(way: Way) async throws {
        let world = try await Self.filledScheduleForm()
        _ = try await Self.schedulingFails(way, in: world)
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        await world.settle()
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedScreenings.count == 1)
        #expect(try scheduleForm(world).done)
    }
}
