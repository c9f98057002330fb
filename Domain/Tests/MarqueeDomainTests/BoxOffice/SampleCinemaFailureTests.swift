import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Every `throws` of loading and clearing the sample cinema, reached, and
/// nothing written (or removed) when it is thrown; and the edges of its show times.
///
/// | Use case | Throws | Reached by | Left as it was |
/// |---|---|---|---|
/// | `LoadSampleCinemaUseCase` | `sampleAlreadyLoaded` | a sample stored (see `SampleCinemaTests`) | everything |
/// | | `boxOfficeNotEmpty` | one customer; one screening (not forced) | everything |
/// | | `movieNotFound` | a catalog with none of the films: the first film asked | everything |
/// | | `catalogFailed` | the catalog failing | everything |
/// | | `storageFailed` | the sample's store, the customers or the screenings failing; an identifier stored meanwhile | everything |
/// | show times | strictly after now; each once | now | now + 1 s | a time given twice is one | |
/// | `ClearSampleCinemaUseCase` | `noSampleLoaded` | nothing loaded (see `SampleCinemaTests`) | everything |
/// | | `storageFailed` | the sample's store failing | the sample |
@Suite struct SampleCinemaFailureTests {
    let world = SampleCinemaTests()

    private func load(
        _ world: SampleCinemaTests, force: Bool = false, showTimes: [Timestamp] = SampleCinemaTests.week
    ) async throws -> SampleCinema {
        try await world.useCases.load.execute(force: force) { _ in showTimes }
    }

    private func expectNothingWritten(_ world: SampleCinemaTests) async throws {
        #expect(await world.users.stored.isEmpty)
        #expect(await world.boxOffice.storedScreenings.isEmpty)
        #expect(await world.boxOffice.storedOrders.isEmpty)
        #expect(try await world.samples.hasSample() == false)
    }

    @Test func oneScreeningAloneMakesTheBoxOfficeNotEmpty() async throws {
        let mine = try BoxOfficeFixtures.screening("s-mine", hall: "D", startsInMinutes: 60)
        try await world.boxOffice.add(mine)
        await #expect(throws: BoxOfficeError.boxOfficeNotEmpty(customers: 0, screenings: 1)) {
            try await load(world)
        }
        #expect(await world.boxOffice.storedScreenings == [mine])
        #expect(await world.users.stored.isEmpty)
        #expect(try await world.samples.hasSample() == false)
    }

    @Test func aCatalogWithNoneOfTheFilmsNamesTheFirstFilmAsked() async throws {
        let empty = SampleCinemaTests(catalog: [MovieFixtures.amelie])
        let error = await #expect(throws: BoxOfficeError.self) { try await load(empty) }
        guard case let .movieNotFound(id) = error else {
            Issue.record("expected movieNotFound, got \(String(describing: error))")
            return
        }
        #expect(SampleCinemaTests.catalog.map(\.id).contains(id))
        try await expectNothingWritten(empty)
    }

    @Test(arguments: [CatalogError.unauthorized, .sourceNotFound, .storageFailed(.busy)])
    func aFailingCatalogIsReportedAndNothingIsWritten(error: CatalogError) async throws {
        await world.movies.failNextCall(with: error)
        await #expect(throws: BoxOfficeError.catalogFailed(error)) { try await load(world) }
        try await expectNothingWritten(world)
    }

    @Test func theSampleStoreFailingToAnswerWritesNothing() async throws {
        await world.samples.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) { try await load(world) }
        try await expectNothingWritten(world)
    }

    @Test func theCustomersStorageFailingWritesNothing() async throws {
        await world.users.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) { try await load(world) }
        try await expectNothingWritten(world)
    }

    @Test func theScreeningsStorageFailingWritesNothing() async throws {
        await world.boxOffice.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) { try await load(world) }
        try await expectNothingWritten(world)
    }

    @Test func anIdentifierStoredMeanwhileIsRefusedByTheStoreAndNothingIsWritten() async throws {
        // The seed fixes the identifiers: a screening already holding one of
        // them (elsewhere, so no hall is busy) makes the store refuse the sample.
        let planned = try await load(SampleCinemaTests())
        let taken = try #require(planned.screenings.first)
        let squatter = try Screening(
            id: taken.id, movieID: MovieFixtures.alien.id, movieTitle: "Alien", hall: Hall("Z"),
            startsAt: SharedFixtures.now(plus: 60), runtimeMinutes: 117, capacity: 5,
            ticketPrice: BoxOfficeFixtures.ticketPrice)
        await world.boxOffice.insert(squatter)
        await #expect(
            throws: BoxOfficeError.storageFailed(
                StorageFailure(.duplicate(.screening(id: taken.id.rawValue)), place: .unknown))
        ) {
            try await load(world, force: true)
        }
        #expect(await world.boxOffice.storedScreenings == [squatter])
        #expect(await world.users.stored.isEmpty)
        #expect(try await world.samples.hasSample() == false)
    }

    @Test func aShowTimeAtNowIsLeftOutAndOneASecondLaterIsKept() async throws {
        let soon = Timestamp(secondsSinceEpoch: SharedFixtures.now.secondsSinceEpoch + 1)
        let sample = try await load(world, showTimes: [SharedFixtures.now, soon])
        #expect(sample.screenings.map(\.startsAt) == [soon, soon, soon])
        #expect(Set(sample.screenings.map(\.hall.name)) == ["A", "B", "C"])
    }

    @Test func aShowTimeGivenTwiceIsOneShowTime() async throws {
        let time = SharedFixtures.now(plus: 120)
        let sample = try await load(world, showTimes: [time, time, time])
        #expect(sample.screenings.count == 3)
    }

    @Test func noShowTimeAheadIsAnEmptyProgramWithCustomersAndNoOrders() async throws {
        let sample = try await load(world, showTimes: [SharedFixtures.now(plus: -1)])
        #expect(sample.screenings.isEmpty)
        #expect(sample.orders.isEmpty)
        #expect(sample.customers.count == 7)
    }

    @Test func clearingThatFailsRemovesNothing() async throws {
        let sample = try await load(world)
        await world.samples.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) { try await world.useCases.clear.execute() }
        #expect(await world.boxOffice.storedScreenings.count == sample.screenings.count)
        #expect(await world.users.stored.count == sample.customers.count)
        #expect(try await world.samples.hasSample())
    }
}
