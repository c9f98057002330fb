import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct ProgramViewModelTests {
    @Test func upcomingScreeningsAreShownInTheLocalZoneWithSeatsLeft() async throws {
        let world = try CinemaWorld(screenings: [
            try BoxOfficeFixtures.screening("later", hall: "B", startsInMinutes: 48 * 60, capacity: 80, seatsSold: 80),
            try BoxOfficeFixtures.screening("soon", startsInMinutes: 60, capacity: 10, seatsSold: 3),
            try BoxOfficeFixtures.screening("past", startsInMinutes: -60),
        ])
        let viewModel = world.programViewModel()
        await viewModel.load()
        #expect(viewModel.items.map(\.id.rawValue) == ["soon", "later"])
        let soon = try #require(viewModel.items.first)
        #expect(soon.time == "2026-11-22 14:00")
        #expect(soon.hall == "A" && soon.movieTitle == "Alien" && soon.price == "EUR 12.50")
        #expect(soon.seatsLeft == 7 && soon.capacity == 10)
        #expect(viewModel.items.last?.isSoldOut == true)
        #expect(viewModel.state.screenings.count == 2 && !viewModel.state.isEmpty)
    }

    @Test func bookableOnlyLeavesOutSoldOutScreenings() async throws {
        let world = try CinemaWorld(screenings: [
            try BoxOfficeFixtures.screening("full", capacity: 5, seatsSold: 5)
        ])
        let viewModel = world.programViewModel()
        await viewModel.load(bookableOnly: true)
        #expect(viewModel.state.isEmpty)
    }

    @Test func aStorageFailureIsWorded() async throws {
        let world = try CinemaWorld()
        await world.store.failNextCall(with: .storageFailed("database is locked"))
        let viewModel = world.programViewModel()
        await viewModel.load()
        #expect(viewModel.error == .boxOffice(.storageFailed("database is locked")))
        #expect(viewModel.errorMessage == "The box office data could not be read or saved: database is locked.")
        #expect(!viewModel.state.isEmpty)
    }
}
