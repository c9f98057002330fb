import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation

/// In-memory ports and the view models over them, with the clock at
/// ``SharedFixtures/now`` (13:00 in Berlin) and times shown in Berlin.
struct CinemaWorld {
    let users: InMemoryUserRepository
    let store: InMemoryBoxOfficeStore
    let movies = InMemoryMoviesRepository(
        movies: MovieFixtures.all + [MovieFixtures.movie(1, "Metropolis", runtime: 153)])
    let clock = ManualTimeSource()
    let ids = IncrementingIDGenerator()
    let times: LocalTimeFormat

    init(users: [User] = [], screenings: [Screening] = [], orders: [Order] = []) throws {
        self.users = InMemoryUserRepository(users: users)
        store = InMemoryBoxOfficeStore(screenings: screenings, orders: orders)
        times = try TestZones.berlin()
    }

    var listUsers: ListUsersUseCase { ListUsersUseCase(users: users) }
    var findUser: FindUserUseCase { FindUserUseCase(users: users) }
    var listProgram: ListProgramUseCase { ListProgramUseCase(screenings: store, clock: clock) }

    @MainActor func usersViewModel() -> UsersViewModel {
        UsersViewModel(
            register: RegisterUserUseCase(users: users, ids: ids), rename: RenameUserUseCase(users: users),
            delete: DeleteUserUseCase(users: users, orders: store), list: listUsers, find: findUser
        )
    }

    @MainActor func programViewModel() -> ProgramViewModel {
        ProgramViewModel(listProgram: listProgram, times: times)
    }

    @MainActor func scheduleViewModel() -> ScheduleScreeningViewModel {
        ScheduleScreeningViewModel(
            schedule: ScheduleScreeningUseCase(movies: movies, screenings: store, ids: ids, clock: clock), times: times
        )
    }

    @MainActor func orderViewModel() -> OrderViewModel {
        OrderViewModel(
            placeOrder: PlaceOrderUseCase(users: users, screenings: store, orders: store, ids: ids, clock: clock),
            payOrder: PayOrderUseCase(orders: store, clock: clock),
            cancelOrder: CancelOrderUseCase(orders: store, clock: clock),
            describeOrder: OrderReceiptUseCase(users: users, screenings: store), times: times
        )
    }

    @MainActor func customerOrdersViewModel() -> CustomerOrdersViewModel {
        CustomerOrdersViewModel(
            listOrders: ListCustomerOrdersUseCase(orders: store, users: users, screenings: store), times: times
        )
    }
}
