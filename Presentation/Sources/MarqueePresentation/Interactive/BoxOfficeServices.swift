public import MarqueeDomain

/// Everything the interactive box office runs on: the use cases the
/// composition root builds once, and how it names and shows things.
public struct BoxOfficeServices: Sendable {
    /// Searches movies.
    public var searchMovies: SearchMoviesUseCase
    /// One movie's details.
    public var fetchDetails: FetchMovieDetailsUseCase
    /// Posters; `nil` when no image source is configured.
    public var fetchPoster: FetchPosterUseCase?
    /// The recent searches.
    public var fetchRecent: FetchRecentQueriesUseCase
    /// Where movies come from, as screens name it.
    public var source: CatalogSource
    /// The one clock, which stamps answers so a cached one shows its age.
    public var timeSource: any TimeSource
    /// The upcoming program.
    public var listProgram: ListProgramUseCase
    /// Orders: place, pay, cancel, describe, list a customer's.
    public var placeOrder: PlaceOrderUseCase
    public var payOrder: PayOrderUseCase
    public var cancelOrder: CancelOrderUseCase
    public var describeOrder: OrderReceiptUseCase
    public var listOrders: ListCustomerOrdersUseCase
    /// Accounts: register, rename, delete, list, find.
    public var registerUser: RegisterUserUseCase
    public var renameUser: RenameUserUseCase
    public var deleteUser: DeleteUserUseCase
    public var listUsers: ListUsersUseCase
    public var findUser: FindUserUseCase
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// Gathers the services.
    public init(
        searchMovies: SearchMoviesUseCase, fetchDetails: FetchMovieDetailsUseCase, fetchPoster: FetchPosterUseCase?,
        fetchRecent: FetchRecentQueriesUseCase, source: CatalogSource, timeSource: any TimeSource,
        listProgram: ListProgramUseCase, placeOrder: PlaceOrderUseCase, payOrder: PayOrderUseCase,
        cancelOrder: CancelOrderUseCase, describeOrder: OrderReceiptUseCase, listOrders: ListCustomerOrdersUseCase,
        registerUser: RegisterUserUseCase, renameUser: RenameUserUseCase, deleteUser: DeleteUserUseCase,
        listUsers: ListUsersUseCase, findUser: FindUserUseCase, times: LocalTimeFormat = .current
    ) {
        self.searchMovies = searchMovies
        self.fetchDetails = fetchDetails
        self.fetchPoster = fetchPoster
        self.fetchRecent = fetchRecent
        self.source = source
        self.timeSource = timeSource
        self.listProgram = listProgram
        self.placeOrder = placeOrder
        self.payOrder = payOrder
        self.cancelOrder = cancelOrder
        self.describeOrder = describeOrder
        self.listOrders = listOrders
        self.registerUser = registerUser
        self.renameUser = renameUser
        self.deleteUser = deleteUser
        self.listUsers = listUsers
        self.findUser = findUser
        self.times = times
    }
}
