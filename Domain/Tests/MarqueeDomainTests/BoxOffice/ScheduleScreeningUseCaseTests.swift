import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ScheduleScreeningUseCaseTests {
    let movies = InMemoryMoviesRepository(movies: MovieFixtures.all + [MovieFixtures.movie(1, "Heat", runtime: 170)])
    let store = InMemoryBoxOfficeStore()
    let ids = IncrementingIDGenerator(prefix: "screening-")
    let clock = ManualTimeSource()
    var useCase: any ScheduleScreeningUseCase {
        ScheduleScreeningInteractor(movies: movies, screenings: store, ids: ids, clock: clock)
    }

    /// Schedules `movie`; Alien (the fixture knows no running time) is given 117 minutes.
    func schedule(
        _ movie: MovieID = MovieFixtures.alien.id, hall: String = "A", inMinutes: Int, runtime: Int? = 117
    ) async throws -> Screening {
        try await useCase.execute(
            movieID: movie, hall: Hall(hall), startsAt: SharedFixtures.now(plus: inMinutes), capacity: 80,
            ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: movie == MovieFixtures.alien.id ? runtime : nil
        )
    }

    @Test func storesAScreeningOfACatalogMovie() async throws {
        let screening = try await schedule(inMinutes: 60)
        #expect(screening.id == (try ScreeningID("screening-1")))
        #expect(screening.movieTitle == "Alien")
        #expect(screening.capacity == 80)
        #expect(await store.storedScreenings == [screening])
    }

    @Test func usesTheMoviesRuntimeForTheHallsBusyTime() async throws {
        let heat = try MovieID(1)
        _ = try await schedule(heat, inMinutes: 60)
        // Heat runs 170 min + 30 cleaning: the hall is busy until +260.
        await #expect(throws: BoxOfficeError.self) { try await schedule(inMinutes: 259) }
        #expect(try await schedule(inMinutes: 260).startsAt == SharedFixtures.now(plus: 260))
    }

    @Test func aMovieWhoseRuntimeTheCatalogDoesNotKnowNeedsOneAndNothingIsAssumed() async throws {
        await #expect(throws: BoxOfficeError.runtimeUnknown(MovieFixtures.alien.id, title: "Alien")) {
            try await schedule(inMinutes: 60, runtime: nil)
        }
        #expect(await store.storedScreenings.isEmpty)
    }

    /// Issue 36: every film outside the sample needed `--runtime` typed each time.
    @Test func aRuntimeGivenOnceIsRememberedForTheMovie() async throws {
        _ = try await schedule(hall: "A", inMinutes: 60, runtime: 117)
        let again = try await schedule(hall: "B", inMinutes: 60, runtime: nil)
        #expect(again.runtimeMinutes == 117)
        // The latest screening's length counts: a longer cut scheduled later is what comes next.
        _ = try await schedule(hall: "C", inMinutes: 600, runtime: 137)
        #expect(try await schedule(hall: "D", inMinutes: 60, runtime: nil).runtimeMinutes == 137)
        // Another movie the catalog does not time is not helped by Alien's.
        let unknown = MovieFixtures.movie(2, "Untimed", runtime: nil)
        let interactor = ScheduleScreeningInteractor(
            movies: InMemoryMoviesRepository(movies: [unknown]), screenings: store, ids: ids, clock: clock)
        await #expect(throws: BoxOfficeError.runtimeUnknown(unknown.id, title: "Untimed")) {
            try await interactor.execute(
                movieID: unknown.id, hall: Hall("E"), startsAt: SharedFixtures.now(plus: 60), capacity: 80,
                ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: nil)
        }
    }

    @Test func theRuntimeGivenBlocksTheHallForThatLongPlusCleaning() async throws {
        // The Lord of the Rings at 20:00 runs 178 minutes: the hall is busy until 23:28.
        let lotr = try await schedule(inMinutes: 60, runtime: 178)
        #expect(lotr.runtimeMinutes == 178)
        await #expect(throws: BoxOfficeError.hallBusy(conflicting: lotr)) { try await schedule(inMinutes: 60 + 150) }
        await #expect(throws: BoxOfficeError.self) { try await schedule(inMinutes: 60 + 178 + 29) }
        _ = try await schedule(inMinutes: 60 + 178 + 30)
        #expect(await store.storedScreenings.count == 2)
    }

    @Test func aRuntimeGivenOverridesTheCatalogs() async throws {
        let heat = try MovieID(1)
        let screening = try await useCase.execute(
            movieID: heat, hall: Hall("A"), startsAt: SharedFixtures.now(plus: 60), capacity: 80,
            ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: 190
        )
        #expect(screening.runtimeMinutes == 190)
    }

    @Test(arguments: [0, 1_001])
    func aRuntimeOutsideTheRangeIsRefused(minutes: Int) async throws {
        await #expect(throws: BoxOfficeError.invalidRuntime(minutes)) {
            try await schedule(inMinutes: 60, runtime: minutes)
        }
        #expect(await store.storedScreenings.isEmpty)
    }

    @Test func anOverlapInTheSameHallFailsAndNamesTheOtherScreening() async throws {
        let first = try await schedule(inMinutes: 60)
        await #expect(throws: BoxOfficeError.hallBusy(conflicting: first)) { try await schedule(inMinutes: 30) }
        #expect(await store.storedScreenings == [first])
    }

    @Test func anotherHallAtTheSameTimeIsFine() async throws {
        _ = try await schedule(inMinutes: 60)
        _ = try await schedule(hall: "B", inMinutes: 60)
        #expect(await store.storedScreenings.count == 2)
    }

    @Test(arguments: [0, -1, -600])
    func aStartThatIsNotInTheFutureFails(inMinutes: Int) async throws {
        await #expect(throws: BoxOfficeError.screeningInPast(SharedFixtures.now(plus: inMinutes))) {
            try await schedule(inMinutes: inMinutes)
        }
        #expect(await store.storedScreenings.isEmpty)
        #expect(await movies.searches.isEmpty)
    }

    @Test func aMovieMissingFromTheCatalogFails() async throws {
        let unknown = try MovieID(999_999)
        await #expect(throws: BoxOfficeError.movieNotFound(unknown)) { try await schedule(unknown, inMinutes: 60) }
        #expect(await store.storedScreenings.isEmpty)
    }

    @Test func anUnreachableCatalogIsReported() async throws {
        await movies.failNextCall(with: .offline)
        await #expect(throws: BoxOfficeError.catalogFailed(.offline)) { try await schedule(inMinutes: 60) }
    }

    @Test func capacityAndPriceAreValidated() async throws {
        await #expect(throws: BoxOfficeError.invalidCapacity(0)) {
            try await useCase.execute(
                movieID: MovieFixtures.alien.id, hall: Hall("A"), startsAt: SharedFixtures.now(plus: 60), capacity: 0,
                ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: 117
            )
        }
        #expect(await store.storedScreenings.isEmpty)
    }

    @Test func theStoreClosesTheRaceBetweenTwoSchedulers() async throws {
        // Both passed the use case's check; the store's atomic add refuses the second.
        let first = try BoxOfficeFixtures.screening("s1", startsInMinutes: 60)
        try await store.add(first)
        await #expect(throws: BoxOfficeError.hallBusy(conflicting: first)) {
            try await store.add(BoxOfficeFixtures.screening("s2", startsInMinutes: 90))
        }
        #expect(await store.storedScreenings == [first])
    }
}
