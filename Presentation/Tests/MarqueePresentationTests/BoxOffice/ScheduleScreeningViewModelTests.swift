import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@MainActor
@Suite struct ScheduleScreeningViewModelTests {
    @Test func aScreeningIsScheduledAtTheLocalTimeTyped() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        await viewModel.schedule(
            movieIDText: "348", hallText: "a", timeText: "2026-12-24T20:00", seats: 80, priceText: "12.50 EUR")
        let screening = try #require(viewModel.state.screening)
        #expect(viewModel.error == nil)
        #expect(
            screening.startsAt == (try LocalDateTime(year: 2026, month: 12, day: 24, hour: 19)).timestamp(offset: .utc))
        #expect(screening.hall.name == "A" && screening.capacity == 80)
        #expect(screening.ticketPrice == BoxOfficeFixtures.euros(1250))
        #expect(viewModel.item == ProgramItem(screening: screening, times: world.times))
        #expect(viewModel.item?.time == "2026-12-24 20:00")
        #expect(await world.store.storedScreenings == [screening])
    }

    nonisolated static let unreadable:
        [(movie: String, hall: String, time: String, price: String, error: CinemaError)] = [
            ("abc", "A", "2026-12-24T20:00", "12.50 EUR", .catalog(.invalidMovieID(0))),
            ("348", "Hall #1", "2026-12-24T20:00", "12.50 EUR", .boxOffice(.invalidHall("Hall #1"))),
            ("348", "A", "24.12.2026 20:00", "12.50 EUR", .input(.unparsableTime("24.12.2026 20:00"))),
            ("348", "A", "2026-12-24T20:00", "12,50 EUR", .boxOffice(.invalidPrice("12,50 EUR"))),
        ]

    @Test(arguments: unreadable.indices)
    func unreadableTextIsAUsageErrorAndNothingIsWritten(index: Int) async throws {
        let typed = Self.unreadable[index]
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        await viewModel.schedule(
            movieIDText: typed.movie, hallText: typed.hall, timeText: typed.time, seats: 80, priceText: typed.price)
        #expect(viewModel.error == typed.error)
        #expect(viewModel.error?.isUsageError == true)
        #expect(viewModel.errorMessage == typed.error.userMessage(times: world.times))
        #expect(viewModel.state.screening == nil && viewModel.item == nil)
        #expect(await world.store.storedScreenings.isEmpty)
        #expect(await world.ids.issued.isEmpty)
    }

    @Test func aTimeInThePastIsRefused() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        await viewModel.schedule(
            movieIDText: "348", hallText: "A", timeText: "2026-11-22 12:30", seats: 80, priceText: "12.50 EUR")
        #expect(
            viewModel.errorMessage
                == "2026-11-22 12:30 is not in the future; schedule screenings to start later than now.")
        #expect(viewModel.error?.isUsageError == false)
        #expect(await world.store.storedScreenings.isEmpty)
    }

    @Test func aBusyHallNamesTheScreeningInTheWay() async throws {
        let existing = try BoxOfficeFixtures.screening("screening-1")
        let world = try CinemaWorld(screenings: [existing])
        let viewModel = world.scheduleViewModel()
        await viewModel.schedule(
            movieIDText: "11", hallText: "A", timeText: "2026-11-23 14:00", seats: 80, priceText: "9 EUR")
        #expect(viewModel.error == .boxOffice(.hallBusy(conflicting: existing)))
        #expect(
            viewModel.errorMessage == "Hall A is busy with Alien (screening screening-1) from 2026-11-23 13:00 until "
                + "2026-11-23 15:27 including cleaning; pick another time or hall.")
        #expect(await world.store.storedScreenings == [existing])
    }

    @Test func anUnknownMovieAndABadCapacityAreRefused() async throws {
        let world = try CinemaWorld()
        let viewModel = world.scheduleViewModel()
        await viewModel.schedule(
            movieIDText: "424242", hallText: "A", timeText: "2026-12-24 20:00", seats: 80, priceText: "9 EUR")
        #expect(viewModel.error == .boxOffice(.movieNotFound(try MovieID(424242))))
        await viewModel.schedule(
            movieIDText: "348", hallText: "A", timeText: "2026-12-24 20:00", seats: 0, priceText: "9 EUR")
        #expect(viewModel.error == .boxOffice(.invalidCapacity(0)))
        #expect(viewModel.errorMessage == "0 seats is not a capacity; a screening has 1 to 10000 seats.")
        #expect(await world.store.storedScreenings.isEmpty)
    }
}
