import MarqueeCommandLine
@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// ``SampleCinemaViewModel``'s transitions, each row tested below, and the
/// empty Program and Users screens' offer.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load()` answered | empty box office | `loaded` set, `removal == nil`, `error == nil`, `isWorking == false` |
/// | `load()` refused (a sample loaded, data stored) | anything | `loaded == nil`, `error` set |
/// | `clear()` answered | a sample loaded | `removal` set, `loaded == nil`, `error == nil` |
/// | `clear()` refused (no sample) | — | `removal == nil`, `error == .noSampleLoaded` |
/// | `loadCommand` / `clearCommand` | — | three lines or JSON, or the one-line error |
@MainActor
@Suite struct SampleCinemaViewModelTests {
    @Test func loadingWritesAWeekAndSaysWhat() async throws {
        let world = try CinemaWorld()
        let viewModel = world.sampleViewModel()
        await viewModel.load()
        let loaded = try #require(viewModel.state.loaded)
        #expect(viewModel.state.error == nil && !viewModel.state.isWorking && viewModel.state.removal == nil)
        #expect(await world.store.storedScreenings.count == loaded.screenings.count)
        let lines = viewModel.state.lines(for: .commandLine)
        #expect(lines.count == 3)
        #expect(
            lines[0].hasPrefix(
                "Loaded the sample cinema: \(loaded.screenings.count) screenings on 7 days in halls A, B, C, 7 customers"
            ))
        #expect(lines[1] == "2 screenings sold out; 2 screenings nearly full.")
        #expect(viewModel.state.lines(for: .screen).last == "See it on Program, Orders and Users.")
    }

    @Test func theShowTimesAreAWeekAtTwoHalfPastFiveAndNineLocalTime() throws {
        let times = try TestZones.berlin()
        let shows = SampleCinemaViewModel.showTimes(from: SharedFixtures.now, in: times)
        #expect(shows.count == 21)
        #expect(
            shows.prefix(3).map(times.string(from:)) == ["2026-11-22 14:00", "2026-11-22 17:30", "2026-11-22 21:00"])
        #expect(shows.last.map(times.string(from:)) == "2026-11-28 21:00")
    }

    @Test func aSecondLoadIsRefusedAndSaysSoInItsWords() async throws {
        let world = try CinemaWorld()
        let viewModel = world.sampleViewModel()
        await viewModel.load()
        await viewModel.load(seed: 2, force: true)
        #expect(viewModel.state.loaded == nil)
        #expect(viewModel.state.error == .boxOffice(.sampleAlreadyLoaded))
        #expect(viewModel.state.lines(for: .screen) == ["A sample cinema is loaded already."])
        let output = await viewModel.loadCommand(seed: nil, force: false, format: .text)
        #expect(output.outcome == .failure)
        #expect(
            output.standardError == [
                "marquee: A sample cinema is loaded already; remove it first with marquee sample clear."
            ])
    }

    @Test func clearingSaysWhatWasRemovedAndForgetsTheLoad() async throws {
        let world = try CinemaWorld()
        let viewModel = world.sampleViewModel()
        await viewModel.load()
        let loaded = try #require(viewModel.state.loaded)
        await viewModel.clear()
        #expect(viewModel.state.loaded == nil)
        #expect(viewModel.state.error == nil)
        #expect(viewModel.state.removal?.ordersRemoved == loaded.orders.count)
        #expect(
            viewModel.state.lines(for: .commandLine) == [
                "Removed the sample cinema: \(loaded.screenings.count) screenings, 7 customers, \(loaded.orders.count) orders."
            ])
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func clearingWithoutASampleIsAnError() async throws {
        let viewModel = try CinemaWorld().sampleViewModel()
        await viewModel.clear()
        #expect(viewModel.state.removal == nil)
        #expect(viewModel.state.error == .boxOffice(.noSampleLoaded))
    }

    @Test func theCommandsPrintJSON() async throws {
        let viewModel = try CinemaWorld().sampleViewModel()
        let loaded = await viewModel.loadCommand(seed: 3, force: false, format: .json)
        #expect(loaded.outcome == .success)
        #expect(loaded.standardOutput.joined().contains("\"customers\""))
        let cleared = await viewModel.clearCommand(format: .json)
        #expect(cleared.standardOutput.joined().contains("\"ordersRemoved\""))
    }

    @Test func theEmptyProgramOffersTheSampleAndOneKeyLoadsIt() async throws {
        let world = try InteractiveWorld()
        world.press(.escape, .character("2"))
        await world.settle()
        #expect(world.screenText().contains("Press l to load a sample cinema"))
        #expect(world.app.current.hints.contains(SampleOffer.hint))
        world.press(.character("l"), .character("l"))
        await world.settle()
        #expect(!world.screenText().contains("Press l to load"))
        #expect(world.screenText().contains("sold out"))
        #expect(await world.cinema.store.storedScreenings.count > 0)
        #expect(try await world.cinema.samples.hasSample())
    }

    @Test func theEmptyUsersScreenOffersItTooAndANonEmptyOneDoesNot() async throws {
        let world = try InteractiveWorld()
        world.press(.escape, .character("4"))
        await world.settle()
        #expect(world.screenText().contains("Press l to load a sample cinema"))
        world.press(.character("l"))
        await world.settle()
        #expect(world.screenText().contains("Ripley"))
        world.press(.character("2"))
        await world.settle()
        #expect(!world.screenText().contains("Press l to load"))
        world.press(.character("l"))
        await world.settle()
        #expect(await world.cinema.users.stored.count == 7)
    }

    @Test func theProgramNarrowedToAMovieDoesNotOfferIt() async throws {
        let world = try InteractiveWorld()
        world.app.go(.program(movie: MovieFixtures.alien.id))
        await world.settle()
        #expect(!world.screenText().contains("Press l to load"))
        world.press(.character("l"))
        await world.settle()
        #expect(await world.cinema.store.storedScreenings.isEmpty)
    }
}
