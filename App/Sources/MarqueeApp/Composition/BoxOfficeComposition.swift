import MarqueeData
import MarqueeDomain
import MarqueePresentation

/// The object graph of the Accounts and Box office commands: one SQLite file
/// behind the users repository and the box-office store, the system clock,
/// random ids, and times shown in the machine's zone (`TZ` respected).
///
/// Built per command from ``AppComposition``; each `make…` method hands a
/// Presentation view model the use cases it needs and nothing else.
struct BoxOfficeComposition {
    let users: SQLiteUserRepository
    let store: SQLiteBoxOfficeStore
    let clock: any TimeSource
    let times: LocalTimeFormat

    /// Opens the database in the configured data directory.
    ///
    /// - Throws: ``CommandFailure/failure(_:)`` naming the file when it cannot
    ///   be opened, created or migrated (it is never overwritten).
    init(app: AppComposition) throws(CommandFailure) {
        let database = try app.openDatabase()
        users = SQLiteUserRepository(database: database)
        store = SQLiteBoxOfficeStore(database: database)
        clock = SystemTimeSource()
        times = .current
    }

    private var findUser: FindUserUseCase { FindUserUseCase(users: users) }
    private var listProgram: ListProgramUseCase { ListProgramUseCase(screenings: store, clock: clock) }

    @MainActor func makeUsersViewModel() -> UsersViewModel {
        UsersViewModel(
            register: RegisterUserUseCase(users: users, ids: RandomIDGenerator(prefix: "u-")),
            rename: RenameUserUseCase(users: users),
            delete: DeleteUserUseCase(users: users, orders: store),
            list: ListUsersUseCase(users: users),
            find: findUser
        )
    }

    @MainActor func makeScheduleViewModel(movies: any MoviesRepository) -> ScheduleScreeningViewModel {
        ScheduleScreeningViewModel(
            schedule: ScheduleScreeningUseCase(
                movies: movies, screenings: store, ids: RandomIDGenerator(prefix: "s-"), clock: clock
            ),
            times: times
        )
    }

    @MainActor func makeProgramViewModel() -> ProgramViewModel {
        ProgramViewModel(listProgram: listProgram, times: times)
    }

    @MainActor func makeOrderViewModel() -> OrderViewModel {
        OrderViewModel(
            placeOrder: PlaceOrderUseCase(
                users: users, screenings: store, orders: store, ids: RandomIDGenerator(prefix: "o-"), clock: clock
            ),
            payOrder: PayOrderUseCase(orders: store, clock: clock),
            cancelOrder: CancelOrderUseCase(orders: store, clock: clock),
            findUser: findUser,
            listProgram: listProgram,
            times: times
        )
    }

    @MainActor func makeCustomerOrdersViewModel() -> CustomerOrdersViewModel {
        CustomerOrdersViewModel(
            listOrders: ListCustomerOrdersUseCase(orders: store), findUser: findUser, listProgram: listProgram,
            times: times
        )
    }
}

extension CommandFailure {
    /// The failure a view model's error amounts to: its message, already
    /// worded by Presentation in the view model's zone, and 64 when the
    /// person typed something malformed, else 1.
    init(_ error: CinemaError, message: String?) {
        let text = message ?? error.userMessage
        self = error.isUsageError ? .usage(text) : .failure(text)
    }
}
