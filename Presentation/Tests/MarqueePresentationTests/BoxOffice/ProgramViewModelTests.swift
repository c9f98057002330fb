import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``ProgramViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load()` answered | anything | upcoming `screenings` earliest first, `hasLoaded`, `error == nil`, `isLoading == false` |
/// | `load(bookableOnly: true)` | anything | sold-out screenings left out |
/// | `load(movie: id)` | anything | only that movie's screenings, `movie == id`; the headline says so |
/// | `load()` fails | screenings shown, or none | the screenings kept, `error` set and worded |
/// | `programCommand` | — | the table or JSON, or the one-line error |
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
        #expect(viewModel.state.items.map(\.id.rawValue) == ["soon", "later"])
        let soon = try #require(viewModel.state.items.first)
        #expect(soon.time == "2026-11-22 14:00")
        #expect(soon.hall == "A" && soon.movieTitle == "Alien" && soon.price == "EUR 12.50")
        #expect(soon.seatsLeft == 7 && soon.capacity == 10)
        #expect(viewModel.state.items.last?.isSoldOut == true)
        #expect(viewModel.state.screenings.count == 2 && !viewModel.state.isEmpty)
    }

    @Test func aLoadedProgramIsNoLongerLoading() async throws {
        let viewModel = try CinemaWorld().programViewModel()
        await viewModel.load()
        #expect(viewModel.state.hasLoaded && !viewModel.state.isLoading)
    }

    @Test func bookableOnlyLeavesOutSoldOutScreenings() async throws {
        let world = try CinemaWorld(screenings: [
            try BoxOfficeFixtures.screening("full", capacity: 5, seatsSold: 5)
        ])
        let viewModel = world.programViewModel()
        await viewModel.load(bookableOnly: true)
        #expect(viewModel.state.isEmpty)
    }

    @Test func narrowedToAMovieOnlyItsScreeningsShow() async throws {
        let world = try CinemaWorld(screenings: [
            try BoxOfficeFixtures.screening("alien"),
            try BoxOfficeFixtures.screening("star", movie: MovieFixtures.starWars, hall: "B"),
        ])
        let viewModel = world.programViewModel()
        await viewModel.load(movie: MovieFixtures.starWars.id)
        #expect(viewModel.state.items.map(\.id.rawValue) == ["star"])
        #expect(viewModel.state.headline(for: .screen) == "1 upcoming screening of Star Wars, times in Europe/Berlin")
    }

    @Test func aStorageFailureIsWorded() async throws {
        let world = try CinemaWorld()
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        let viewModel = world.programViewModel()
        await viewModel.load()
        #expect(viewModel.state.error == .boxOffice(.storageFailed(.diskFull)))
        #expect(viewModel.state.headline(for: .screen) == StorageFailure.diskFull.userMessage)
        #expect(!viewModel.state.isEmpty)
    }

    @Test func aFailedReloadKeepsTheScreeningsShown() async throws {
        let world = try CinemaWorld(screenings: [try BoxOfficeFixtures.screening("soon")])
        let viewModel = world.programViewModel()
        await viewModel.load()
        await world.store.failNextCall(with: .storageFailed(.busy))
        await viewModel.load()
        #expect(viewModel.state.screenings.map(\.id.rawValue) == ["soon"])
    }

    @Test func aSuccessfulLoadClearsThePreviousError() async throws {
        let world = try CinemaWorld()
        await world.store.failNextCall(with: .storageFailed(.busy))
        let viewModel = world.programViewModel()
        await viewModel.load()
        await viewModel.load()
        #expect(viewModel.state.error == nil)
    }

    @Test func anEmptyProgramOnScreenSaysWhichKeySchedules() async throws {
        let viewModel = try CinemaWorld().programViewModel()
        await viewModel.load()
        #expect(viewModel.state.headline(for: .screen) == "No upcoming screenings. Press s to schedule one.")
    }

    @Test func theProgramCommandPrintsTheTable() async throws {
        let world = try CinemaWorld(screenings: [try BoxOfficeFixtures.screening("soon")])
        let output = await world.programViewModel().programCommand(bookableOnly: false, format: .text)
        #expect(output.standardOutput.first == "1 upcoming screening, times in Europe/Berlin")
    }
}
