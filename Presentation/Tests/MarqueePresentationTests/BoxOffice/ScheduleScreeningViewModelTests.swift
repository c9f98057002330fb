import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``ScheduleScreeningViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `schedule(…)` answered | anything | the screening stored and shown, `error == nil`, `isScheduling == false` |
/// | `schedule(…)` refused (past, unknown movie, bad capacity, busy hall) | a screening shown | `screening == nil`, `error` set, nothing stored |
/// | `schedule(…, runtime: nil)` of a movie the catalog gives no running time | — | `error == .runtimeUnknown`, a usage error, nothing stored |
/// | `schedule(…, runtime: 178)` | — | the screening runs 178 minutes |
/// | `scheduleCommand` | — | two lines or the screening's JSON, or the one-line error |
///
/// Text that is not a movie id, hall, time or price never reaches it:
/// ``Input`` refuses it first (see `InputTests`).
@MainActor
@Suite struct ScheduleScreeningViewModelTests {
    func schedule(
        _ viewModel: ScheduleScreeningViewModel, movie: Int = 348, hall: String = "A", at time: String,
        seats: Int = 80, price: String = "12.50 EUR", runtime: Int? = 117, times: LocalTimeFormat
    ) async throws {
        await viewModel.schedule(
            movie: try MovieID(movie), hall: try Hall(hall), startsAt: try Input.time(time, in: times), seats: seats,
            price: try Input.price(price), runtime: runtime)
    }

    @Test func aMovieWithoutARunningTimeNeedsOneAndNothingIsStored() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-12-24T20:00", runtime: nil, times: world.times)
        #expect(viewModel.state.error == .boxOffice(.runtimeUnknown(try MovieID(348), title: "Alien")))
        #expect(viewModel.state.error?.isUsageError == true)
        #expect(
            viewModel.state.error?.message(times: world.times, for: .screen)
                == "The catalog does not say how long Alien runs; fill in Runtime (minutes) once.")
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func theRunningTimeGivenIsTheScreeningsLength() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-12-24T20:00", runtime: 178, times: world.times)
        #expect(viewModel.state.screening?.runtimeMinutes == 178)
        #expect(viewModel.state.item?.runtime == "178 min")
    }

    @Test func aScreeningIsScheduledAtTheLocalTimeTyped() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, hall: "a", at: "2026-12-24T20:00", times: world.times)
        let screening = try #require(viewModel.state.screening)
        #expect(viewModel.state.error == nil)
        #expect(
            screening.startsAt == (try LocalDateTime(year: 2026, month: 12, day: 24, hour: 19)).timestamp(offset: .utc))
        #expect(screening.hall.name == "A" && screening.capacity == 80)
        #expect(screening.ticketPrice == BoxOfficeFixtures.euros(1250))
        #expect(viewModel.state.item == ProgramItem(screening: screening, times: world.times))
        #expect(viewModel.state.item?.time == "2026-12-24 20:00")
        #expect(await world.store.storedScreenings == [screening])
    }

    @Test func aScheduledScreeningIsNoLongerScheduling() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-12-24T20:00", times: world.times)
        #expect(!viewModel.state.isScheduling)
    }

    @Test func aTimeInThePastIsRefused() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-11-22 12:30", times: world.times)
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "2026-11-22 12:30 is not in the future; schedule screenings to start later than now.")
        #expect(viewModel.state.error?.isUsageError == false)
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func aBusyHallNamesTheScreeningInTheWay() async throws {
        let existing = try BoxOfficeFixtures.screening("screening-1")
        let world = try CinemaWorld(screenings: [existing])
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, movie: 11, at: "2026-11-23 14:00", price: "9 EUR", times: world.times)
        #expect(viewModel.state.error == .boxOffice(.hallBusy(conflicting: existing)))
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "Hall A is busy with Alien (screening screening-1) from 2026-11-23 13:00 until "
                + "2026-11-23 15:27 including cleaning; pick another time or hall.")
        #expect(await world.store.storedScreenings == [existing])
    }

    @Test func anUnknownMovieIsRefused() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, movie: 424242, at: "2026-12-24 20:00", times: world.times)
        #expect(viewModel.state.error == .boxOffice(.movieNotFound(try MovieID(424242))))
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func aBadCapacityIsRefused() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-12-24 20:00", seats: 0, times: world.times)
        #expect(viewModel.state.error == .boxOffice(.invalidCapacity(0)))
        #expect(
            viewModel.state.error?.userMessage(times: world.times)
                == "0 seats is not a capacity; a screening has 1 to 10000 seats.")
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func aRefusalForgetsTheScreeningScheduledBefore() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-12-24 20:00", times: world.times)
        try await schedule(viewModel, at: "2026-11-22 12:30", times: world.times)
        #expect(viewModel.state.screening == nil)
    }

    @Test func aSuccessClearsThePreviousError() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        try await schedule(viewModel, at: "2026-11-22 12:30", times: world.times)
        try await schedule(viewModel, at: "2026-12-24 20:00", times: world.times)
        #expect(viewModel.state.error == nil)
    }

    @Test func theCommandConfirmsInTwoLines() async throws {
        let world = try CinemaWorld()
        let output = await world.scheduleViewModel().scheduleCommand(
            movie: try MovieID(348), hall: try Hall("A"), startsAt: try Input.time("2026-12-24 20:00", in: world.times),
            seats: 80, price: try Input.price("12.50 EUR"), runtime: 117, format: .text)
        #expect(
            output.standardOutput == [
                "Scheduled Alien in hall A at 2026-12-24 20:00 (117 min): 80 seats at EUR 12.50.", "Screening id: id-1",
            ])
    }
}
