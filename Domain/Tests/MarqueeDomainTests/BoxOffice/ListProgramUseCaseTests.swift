import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct ListProgramUseCaseTests {
    @Test func listsUpcomingScreeningsEarliestFirstWithSeatsLeft() async throws {
        let past = try BoxOfficeFixtures.screening("past", startsInMinutes: -60)
        let later = try BoxOfficeFixtures.screening("later", hall: "A", startsInMinutes: 600)
        let soonB = try BoxOfficeFixtures.screening("soon-b", hall: "B", startsInMinutes: 60, seatsSold: 4)
        let soonA = try BoxOfficeFixtures.screening("soon-a", hall: "A", startsInMinutes: 60)
        let store = InMemoryBoxOfficeStore(screenings: [past, later, soonB, soonA])
        let program = try await ListProgramInteractor(screenings: store, clock: ManualTimeSource()).execute()
        #expect(program.map(\.id.rawValue) == ["soon-a", "soon-b", "later"])
        #expect(program.map(\.seatsLeft) == [10, 6, 10])
    }

    @Test func soldOutScreeningsStayUnlessOnlyBookableOnesAreWanted() async throws {
        let full = try BoxOfficeFixtures.screening("full", startsInMinutes: 60, capacity: 2, seatsSold: 2)
        let open = try BoxOfficeFixtures.screening("open", hall: "B", startsInMinutes: 60)
        let useCase = ListProgramInteractor(
            screenings: InMemoryBoxOfficeStore(screenings: [full, open]), clock: ManualTimeSource())
        #expect(try await useCase.execute().map(\.id.rawValue) == ["full", "open"])
        #expect(try await useCase.execute(bookableOnly: true).map(\.id.rawValue) == ["open"])
    }

    @Test func whatIsUpcomingFollowsTheClock() async throws {
        let screening = try BoxOfficeFixtures.screening(startsInMinutes: 60)
        let clock = ManualTimeSource()
        let useCase = ListProgramInteractor(screenings: InMemoryBoxOfficeStore(screenings: [screening]), clock: clock)
        #expect(try await useCase.execute().count == 1)
        await clock.advance(minutes: 60)
        #expect(try await useCase.execute().isEmpty)
    }

    @Test func aStorageFailureIsReported() async throws {
        let store = InMemoryBoxOfficeStore()
        await store.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) {
            try await ListProgramInteractor(screenings: store, clock: ManualTimeSource()).execute()
        }
    }
}
