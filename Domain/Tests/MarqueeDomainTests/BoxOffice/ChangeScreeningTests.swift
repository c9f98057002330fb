import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Issue 36: a screening can be moved (time or hall, when nothing clashes)
/// and its price changed while no ticket is sold.
@Suite struct ChangeScreeningTests {
    let store = InMemoryBoxOfficeStore()
    let clock = ManualTimeSource()
    let alien: Screening
    let ripley: User

    init() throws {
        alien = try BoxOfficeFixtures.screening("alien", hall: "A", startsInMinutes: 24 * 60, capacity: 10)
        ripley = try AccountsFixtures.ripley
    }

    func change(by desk: Desk? = nil, days: Int = 366) -> ChangeScreeningInteractor {
        ChangeScreeningInteractor(screenings: store, clock: clock, desk: desk, schedulingDays: days)
    }

    func prepared(_ screenings: Screening...) async -> ChangeScreeningTests {
        for screening in [alien] + screenings { await store.insert(screening) }
        return self
    }

    @Test func aScreeningMovesToAnotherTimeAndHallKeepingItsSeats() async throws {
        let world = await prepared()
        _ = try await world.store.place(
            try BoxOfficeFixtures.order("order-2", customer: ripley.id, screening: alien, quantity: 2))
        let later = SharedFixtures.now(plus: 2 * 24 * 60)
        let moved = try await world.change().execute(alien.id, ScreeningChange(startsAt: later, hall: Hall("b")))
        let hallB = try Hall("B")
        #expect(moved.startsAt == later && moved.hall == hallB)
        #expect(moved.seatsSold == 2 && moved.ticketPrice == alien.ticketPrice && moved.movieTitle == "Alien")
        #expect(await world.store.storedScreenings == [moved])
    }

    @Test func aPriceChangesOnlyWhileNoSeatIsSoldOrHeld() async throws {
        let world = await prepared()
        let cheaper = BoxOfficeFixtures.euros(900)
        let repriced = try await world.change().execute(alien.id, ScreeningChange(ticketPrice: cheaper))
        #expect(repriced.ticketPrice == cheaper)
        try await world.store.place(
            try BoxOfficeFixtures.order(customer: ripley.id, screening: repriced, quantity: 2))
        await #expect(throws: BoxOfficeError.priceLocked(seatsSold: 2)) {
            try await world.change().execute(alien.id, ScreeningChange(ticketPrice: BoxOfficeFixtures.euros(1500)))
        }
        // The same price again is no change; a move is still allowed.
        let same = try await world.change().execute(alien.id, ScreeningChange(ticketPrice: cheaper))
        #expect(same.ticketPrice == cheaper && same.seatsSold == 2)
    }

    @Test func aMoveIntoABusyHallOrTheWrongTimeIsRefusedAndNothingChanges() async throws {
        let other = try BoxOfficeFixtures.screening("heat", hall: "B", startsInMinutes: 24 * 60 + 60)
        let world = await prepared(other)
        await #expect(throws: BoxOfficeError.hallBusy(conflicting: other)) {
            try await world.change().execute(alien.id, ScreeningChange(hall: Hall("B")))
        }
        let past = SharedFixtures.now(plus: -60)
        await #expect(throws: BoxOfficeError.screeningInPast(past)) {
            try await world.change().execute(alien.id, ScreeningChange(startsAt: past))
        }
        let far = SharedFixtures.now(plus: 40 * 24 * 60)
        await #expect(throws: BoxOfficeError.screeningTooFarAhead(far, days: 30)) {
            try await world.change(days: 30).execute(alien.id, ScreeningChange(startsAt: far))
        }
        let gold = try Money(minorUnits: 100, currency: Currency("XAU"))
        await #expect(throws: BoxOfficeError.invalidCurrency("XAU")) {
            try await world.change().execute(alien.id, ScreeningChange(ticketPrice: gold))
        }
        let dear = BoxOfficeFixtures.euros(100_001)
        await #expect(throws: BoxOfficeError.priceTooHigh(dear)) {
            try await world.change().execute(alien.id, ScreeningChange(ticketPrice: dear))
        }
        #expect(await world.store.storedScreenings == [alien, other])
    }

    @Test func aStartedOrUnknownScreeningCannotChangeAndAClerkMayNot() async throws {
        let world = await prepared()
        await world.clock.set(alien.startsAt)
        await #expect(throws: BoxOfficeError.screeningStarted(alien.id)) {
            try await world.change().execute(alien.id, ScreeningChange(hall: Hall("C")))
        }
        let unknown = try ScreeningID("nope")
        await #expect(throws: BoxOfficeError.unknownScreening(unknown)) {
            try await world.change().execute(unknown, ScreeningChange(hall: Hall("C")))
        }
        let clerk = try Desk(name: DeskName("front-1"), role: .clerk, addedAt: SharedFixtures.now)
        await #expect(
            throws: BoxOfficeError.notPermitted(
                PermissionDenied(desk: clerk.name, role: .clerk, action: .changeScreening))
        ) {
            try await world.change(by: clerk).execute(alien.id, ScreeningChange(hall: Hall("C")))
        }
        // Nothing to change: the screening as stored (even once started).
        #expect(try await world.change().execute(alien.id, ScreeningChange()) == alien)
    }
}
