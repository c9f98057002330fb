import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Issue 36: "Halls have no size: hall A has 120 seats in the sample, the
/// form defaults to 80 and takes 10,000." A hall has its seats; a screening
/// takes them, or fewer, never more.
@Suite struct HallsTests {
    let store = InMemoryBoxOfficeStore()
    let movies = InMemoryMoviesRepository(movies: MovieFixtures.all)
    let clock = ManualTimeSource()

    func schedule(_ hall: String, seats: Int?, inMinutes minutes: Int = 24 * 60) async throws -> Screening {
        try await ScheduleScreeningInteractor(
            movies: movies, screenings: store, ids: IncrementingIDGenerator(prefix: "s-\(minutes)-"), clock: clock
        ).execute(
            movieID: MovieFixtures.alien.id, hall: Hall(hall), startsAt: SharedFixtures.now(plus: minutes),
            capacity: seats, ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: 117)
    }

    @Test func aScreeningTakesItsHallsSeatsOrFewerNeverMore() async throws {
        let added = try await AddHallInteractor(screenings: store).execute(Hall("a"), seats: 120)
        #expect(added == (try CinemaHall(Hall("A"), seats: 120)))
        #expect(try await schedule("A", seats: nil).capacity == 120)
        #expect(try await schedule("A", seats: 80, inMinutes: 48 * 60).capacity == 80)
        await #expect(throws: BoxOfficeError.moreSeatsThanHall(added, asked: 10_000)) {
            try await schedule("A", seats: 10_000, inMinutes: 72 * 60)
        }
        #expect(await store.storedScreenings.count == 2)
    }

    @Test func theFirstScreeningInAHallNotKnownSetsItsSeats() async throws {
        await #expect(throws: BoxOfficeError.unknownHall(try Hall("B"))) { try await schedule("B", seats: nil) }
        #expect(try await schedule("B", seats: 40).capacity == 40)
        #expect(try await ListHallsInteractor(screenings: store).execute() == [try CinemaHall(Hall("B"), seats: 40)])
        #expect(try await schedule("B", seats: nil, inMinutes: 48 * 60).capacity == 40)
    }

    @Test func aHallIsAddedOnceByAManagerWithASaneSeatCount() async throws {
        let add = AddHallInteractor(screenings: store)
        let hall = try await add.execute(Hall("C"), seats: 24)
        await #expect(throws: BoxOfficeError.hallExists(hall)) { try await add.execute(Hall("c"), seats: 30) }
        await #expect(throws: BoxOfficeError.invalidCapacity(0)) { try await add.execute(Hall("D"), seats: 0) }
        await #expect(throws: BoxOfficeError.invalidCapacity(10_001)) {
            try await add.execute(Hall("D"), seats: 10_001)
        }
        let clerk = try Desk(name: DeskName("front-1"), role: .clerk, addedAt: SharedFixtures.now)
        await #expect(
            throws: BoxOfficeError.notPermitted(PermissionDenied(desk: clerk.name, role: .clerk, action: .addHall))
        ) {
            try await AddHallInteractor(screenings: store, desk: clerk).execute(Hall("E"), seats: 10)
        }
        #expect(try await ListHallsInteractor(screenings: store).execute().map(\.hall.name) == ["C"])
    }

    @Test func aScreeningMovesOnlyIntoAHallWithItsSeats() async throws {
        _ = try await AddHallInteractor(screenings: store).execute(Hall("S"), seats: 20)
        let big = try await schedule("L", seats: 100)
        let small = try #require(try await store.hall(named: Hall("S")))
        await #expect(throws: BoxOfficeError.moreSeatsThanHall(small, asked: 100)) {
            try await ChangeScreeningInteractor(screenings: store, clock: clock)
                .execute(big.id, ScreeningChange(hall: Hall("S")))
        }
        await #expect(throws: BoxOfficeError.moreSeatsThanHall(small, asked: 100)) {
            _ = try await store.change(big.id, ScreeningChange(hall: Hall("S")))
        }
    }
}
