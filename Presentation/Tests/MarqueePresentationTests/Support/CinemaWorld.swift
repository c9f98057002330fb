import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation

/// In-memory ports, the Accounts and Box office use cases over them, and the
/// view models over those, with the clock at ``SharedFixtures/now`` (13:00 in
/// Berlin) and times shown in Berlin. One identifier generator serves users,
/// screenings and orders, so the first thing created is `id-1`.
struct CinemaWorld {
    let users: InMemoryUserRepository
    let store: InMemoryBoxOfficeStore
    let movies = InMemoryMoviesRepository(
        movies: MovieFixtures.all + [MovieFixtures.movie(1, "Metropolis", runtime: 153)])
    let clock = ManualTimeSource()
    let ids = IncrementingIDGenerator()
    let times: LocalTimeFormat
    let samples: InMemorySampleCinemaStore

    /// The halls a world starts with unless told otherwise: A, B and C of
    /// 80 seats (a hall of a screening given with more gets its seats).
    static var halls: [CinemaHall] {
        ["A", "B", "C"].compactMap { name in (try? Hall(name)).flatMap { try? CinemaHall($0, seats: 80) } }
    }

    init(users: [User] = [], screenings: [Screening] = [], orders: [Order] = [], halls: [CinemaHall] = halls) throws {
        self.users = InMemoryUserRepository(users: users)
        store = InMemoryBoxOfficeStore(screenings: screenings, orders: orders, halls: halls)
        samples = InMemorySampleCinemaStore(users: self.users, boxOffice: store)
        times = try TestZones.berlin()
    }

    /// The sample cinema over the same stores (its films: Alien and Star Wars of the fixtures).
    var sample: SampleCinemaUseCases {
        SampleCinemaUseCases(movies: movies, users: users, screenings: store, samples: samples, clock: clock)
    }

    var accounts: AccountsUseCases { AccountsUseCases(users: users, orders: store, ids: ids) }

    var boxOffice: BoxOfficeUseCases {
        BoxOfficeUseCases(
            users: users, screenings: store, orders: store, movies: movies, screeningIDs: ids, orderIDs: ids,
            clock: clock)
    }

    @MainActor func usersViewModel() -> UsersViewModel { UsersViewModel(accounts: accounts) }

    @MainActor func programViewModel() -> ProgramViewModel { ProgramViewModel(boxOffice: boxOffice, times: times) }

    @MainActor func scheduleViewModel() -> ScheduleScreeningViewModel {
        ScheduleScreeningViewModel(boxOffice: boxOffice, times: times)
    }

    @MainActor func sampleViewModel() -> SampleCinemaViewModel { SampleCinemaViewModel(sample: sample, times: times) }

    @MainActor func orderViewModel() -> OrderViewModel { OrderViewModel(boxOffice: boxOffice, times: times) }

    @MainActor func customerOrdersViewModel() -> CustomerOrdersViewModel {
        CustomerOrdersViewModel(boxOffice: boxOffice, times: times)
    }
}
