public import MarqueeDomain
public import Observation

/// One customer's orders, newest first.
@Observable @MainActor
public final class CustomerOrdersViewModel {
    /// The orders, newest first, ready to show.
    public private(set) var summaries: [OrderSummary] = []
    /// The orders themselves, for front ends that print them as data.
    public private(set) var loadedOrders: [Order] = []
    /// The customer whose orders are shown.
    public private(set) var customer: User?
    /// The upcoming screenings the orders name, by id.
    public private(set) var screenings: [ScreeningID: Screening] = [:]
    /// The last error, worded for a person; cleared by the next success.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CinemaError?

    /// Whether a customer's orders were loaded and there are none.
    public var isEmpty: Bool { customer != nil && error == nil && summaries.isEmpty }

    /// The zone times are shown in.
    public let times: LocalTimeFormat
    private let listOrders: ListCustomerOrdersUseCase
    private let directory: UserDirectory
    private let lookup: ScreeningLookup

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - findUser: Finds the customer by name.
    ///   - listProgram: Describes the screenings on the orders' lines; without
    ///     it, lines show screening ids only.
    ///   - times: The zone times are shown in; the machine's by default.
    public init(
        listOrders: ListCustomerOrdersUseCase,
        findUser: FindUserUseCase,
        listProgram: ListProgramUseCase? = nil,
        times: LocalTimeFormat = .current
    ) {
        self.listOrders = listOrders
        directory = UserDirectory(findUser: findUser)
        lookup = ScreeningLookup(listProgram: listProgram)
        self.times = times
    }

    /// Loads the orders of the user named `userNameText`.
    public func load(userNameText: String) async {
        do throws(CinemaError) {
            let user = try await directory.user(named: userNameText)
            let orders = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await listOrders.execute(customer: user.id)
            }
            let known = await lookup.screenings()
            customer = user
            loadedOrders = orders
            screenings = known.filter { id, _ in orders.contains { $0.lines.contains { $0.screeningID == id } } }
            summaries = orders.map { OrderSummary(order: $0, customer: user, screenings: known, times: times) }
            error = nil
            errorMessage = nil
        } catch {
            customer = nil
            loadedOrders = []
            screenings = [:]
            summaries = []
            self.error = error
            errorMessage = error.userMessage(times: times)
        }
    }
}
