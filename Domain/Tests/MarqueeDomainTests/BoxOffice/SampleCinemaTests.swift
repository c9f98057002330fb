import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Loading and clearing the sample cinema over the in-memory stores.
///
/// | Action | Before | After |
/// |---|---|---|
/// | load | empty box office | 7 customers; 3 halls × every show time ahead; 2 of hall C sold out, 2 of hall B with 3 seats left; seats = what the orders hold; paid and unpaid orders |
/// | load, same seed again (fresh store) | — | the same sample, identifiers included |
/// | load, another seed | — | another sample |
/// | load | customers or screenings stored | `boxOfficeNotEmpty`, nothing written |
/// | load with force | a customer named Ripley, hall A busy at the first show | Ripley and that screening left out, the rest written |
/// | load | a sample loaded | `sampleAlreadyLoaded`, nothing written |
/// | load | show times past | those left out |
/// | load | a film missing from the catalog | left out |
/// | load | no film in the catalog | `movieNotFound` |
/// | load | the catalog unreachable | `catalogFailed`, nothing written |
/// | load | the catalog knows a running time | that time, not the sample's |
/// | clear | a sample loaded beside other data | the sample gone, the other data as it was |
/// | clear | no sample | `noSampleLoaded` |
@Suite struct SampleCinemaTests {
    let users = InMemoryUserRepository()
    let boxOffice = InMemoryBoxOfficeStore()
    let clock = ManualTimeSource()
    let movies: InMemoryMoviesRepository
    let samples: InMemorySampleCinemaStore
    var useCases: SampleCinemaUseCases {
        SampleCinemaUseCases(movies: movies, users: users, screenings: boxOffice, samples: samples, clock: clock)
    }

    /// The films of the sample, without running times except The Godfather's.
    static let catalog: [Movie] = [
        (348, "Alien"), (238, "The Godfather"), (120, "The Lord of the Rings: The Fellowship of the Ring"),
        (129, "Spirited Away"), (578, "Jaws"), (11, "Star Wars"), (105, "Back to the Future"), (603, "The Matrix"),
        (289, "Casablanca"), (680, "Pulp Fiction"), (13, "Forrest Gump"), (27205, "Inception"),
        (155, "The Dark Knight"), (862, "Toy Story"),
    ].map { MovieFixtures.movie($0.0, $0.1, runtime: $0.0 == 238 ? 177 : nil) }

    /// Show times at 14:00, 17:30 and 21:00 (UTC) on the seven days from the fixed now.
    static let week: [Timestamp] = (0..<7).flatMap { day in
        [14 * 60, 17 * 60 + 30, 21 * 60].map { minutes in
            Timestamp(secondsSinceEpoch: startOfDay + Int64(day * 86_400 + minutes * 60))
        }
    }
    static let startOfDay = SharedFixtures.now.secondsSinceEpoch / 86_400 * 86_400

    init(catalog: [Movie] = SampleCinemaTests.catalog) {
        movies = InMemoryMoviesRepository(movies: catalog)
        samples = InMemorySampleCinemaStore(users: users, boxOffice: boxOffice)
    }

    var upcoming: Int { Self.week.filter { $0 > SharedFixtures.now }.count }

    @Test func aSampleIsAWeekOfScreeningsInThreeHallsWithCustomersAndOrders() async throws {
        let sample = try await useCases.load.execute { _ in Self.week }

        #expect(
            sample.customers.map(\.name.displayName) == [
                "Ripley", "Dallas", "Lambert", "Kane", "Parker", "Ash", "Brett",
            ])
        #expect(sample.screenings.count == upcoming * 3)
        #expect(Set(sample.screenings.map(\.hall.name)) == ["A", "B", "C"])
        let soldOut = sample.screenings.filter(\.isSoldOut)
        #expect(soldOut.count == 2)
        #expect(soldOut.allSatisfy { $0.hall.name == "C" })
        #expect(sample.screenings.filter { $0.hall.name == "B" && $0.seatsLeft == 3 }.count == 2)
        for screening in sample.screenings {
            let held = sample.orders.flatMap(\.lines).filter { $0.screeningID == screening.id }
                .reduce(0) { $0 + $1.quantity }
            #expect(screening.seatsSold == held, "\(screening.id)")
        }
        #expect(sample.orders.contains { $0.status == .unpaid })
        #expect(sample.orders.contains { $0.status == .paid(at: SharedFixtures.now) })
        #expect(await users.stored.count == 7)
        #expect(await boxOffice.storedScreenings.count == sample.screenings.count)
        #expect(await boxOffice.storedOrders.count == sample.orders.count)
    }

    @Test func theSameSeedGivesTheSameSampleAndAnotherSeedAnother() async throws {
        let first = try await useCases.load.execute(seed: 7) { _ in Self.week }
        let again = try await SampleCinemaTests().useCases.load.execute(seed: 7) { _ in Self.week }
        let other = try await SampleCinemaTests().useCases.load.execute(seed: 8) { _ in Self.week }
        #expect(first == again)
        #expect(first != other)
    }

    @Test func aBoxOfficeWithDataIsRefusedAndNothingIsWritten() async throws {
        try await users.save(AccountsFixtures.user("u-newt", named: "Newt"))
        await #expect(throws: BoxOfficeError.boxOfficeNotEmpty(customers: 1, screenings: 0)) {
            try await useCases.load.execute { _ in Self.week }
        }
        #expect(await users.stored.count == 1)
        #expect(await boxOffice.storedScreenings.isEmpty)
        #expect(try await samples.hasSample() == false)
    }

    @Test func forcedBesideDataItLeavesOutTakenNamesAndBusyHalls() async throws {
        try await users.save(AccountsFixtures.user("u-someone", named: "ripley"))
        let first = try #require(Self.week.first { $0 > SharedFixtures.now })
        let busy = try BoxOfficeFixtures.screening(
            "s-mine", hall: "A", startsInMinutes: Int(first.minutes(since: SharedFixtures.now)))
        try await boxOffice.add(busy)

        let sample = try await useCases.load.execute(force: true) { _ in Self.week }

        #expect(!sample.customers.contains { $0.name.displayName == "Ripley" })
        #expect(sample.customers.count == 6)
        #expect(sample.screenings.count == upcoming * 3 - 1)
        #expect(!sample.screenings.contains { $0.conflicts(with: busy) })
        #expect(await boxOffice.storedScreenings.contains(busy))
    }

    @Test func aSecondSampleIsRefused() async throws {
        let sample = try await useCases.load.execute { _ in Self.week }
        await #expect(throws: BoxOfficeError.sampleAlreadyLoaded) {
            try await useCases.load.execute(seed: 2, force: true) { _ in Self.week }
        }
        #expect(await boxOffice.storedScreenings == sample.screenings)
    }

    @Test func showTimesAlreadyPastAreLeftOut() async throws {
        let past = [SharedFixtures.now(plus: -60), SharedFixtures.now]
        let sample = try await useCases.load.execute { _ in past + Self.week }
        #expect(sample.screenings.allSatisfy { $0.startsAt > SharedFixtures.now })
        #expect(sample.screenings.count == upcoming * 3)
    }

    @Test func aFilmTheCatalogLacksIsLeftOutAndNoFilmAtAllIsMovieNotFound() async throws {
        let fewer = SampleCinemaTests(catalog: Array(Self.catalog.prefix(2)))
        let sample = try await fewer.useCases.load.execute { _ in Self.week }
        #expect(Set(sample.screenings.map(\.movieID)) == Set(Self.catalog.prefix(2).map(\.id)))

        let none = SampleCinemaTests(catalog: [])
        await #expect(throws: BoxOfficeError.self) { try await none.useCases.load.execute { _ in Self.week } }
        #expect(await none.boxOffice.storedScreenings.isEmpty)
        #expect(await none.users.stored.isEmpty)
    }

    @Test func anUnreachableCatalogIsReportedAndNothingIsWritten() async throws {
        await movies.failNextCall(with: .offline)
        await #expect(throws: BoxOfficeError.catalogFailed(.offline)) {
            try await useCases.load.execute { _ in Self.week }
        }
        #expect(await boxOffice.storedScreenings.isEmpty)
        #expect(await users.stored.isEmpty)
    }

    @Test func theCatalogsRunningTimeWinsOverTheSamplesOwn() async throws {
        let sample = try await useCases.load.execute { _ in Self.week }
        let godfather = try MovieID(238)
        let alien = try MovieID(348)
        #expect(sample.screenings.filter { $0.movieID == godfather }.allSatisfy { $0.runtimeMinutes == 177 })
        #expect(sample.screenings.filter { $0.movieID == alien }.allSatisfy { $0.runtimeMinutes == 117 })
        #expect(sample.screenings.contains { $0.movieID == godfather })
    }

    @Test func clearingRemovesTheSampleAndLeavesOtherDataAsItWas() async throws {
        let newt = try AccountsFixtures.user("u-newt", named: "Newt")
        try await users.save(newt)
        let mine = try BoxOfficeFixtures.screening("s-mine", hall: "D", startsInMinutes: 60)
        try await boxOffice.add(mine)
        let sample = try await useCases.load.execute(force: true) { _ in Self.week }

        let removal = try await useCases.clear.execute()

        #expect(removal.customersRemoved == sample.customers.count)
        #expect(removal.screeningsRemoved == sample.screenings.count)
        #expect(removal.ordersRemoved == sample.orders.count)
        #expect(await users.stored == [newt])
        #expect(await boxOffice.storedScreenings == [mine])
        #expect(await boxOffice.storedOrders.isEmpty)
        await #expect(throws: BoxOfficeError.noSampleLoaded) { try await useCases.clear.execute() }
    }

    @Test(arguments: SampleCinemaStoreContract.checks)
    func theInMemoryStoreKeepsTheContract(check: ContractCheck<SampleCinemaStoreContract.Subject>) async throws {
        let users = InMemoryUserRepository()
        let boxOffice = InMemoryBoxOfficeStore()
        try await check.run(
            against: SampleCinemaStoreContract.Subject(
                samples: InMemorySampleCinemaStore(users: users, boxOffice: boxOffice), users: users,
                boxOffice: boxOffice))
    }
}
