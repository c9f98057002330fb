public import MarqueeDomain
public import Observation

/// One customer's orders, newest first.
@Observable @MainActor
public final class CustomerOrdersViewModel {
    /// Everything the list shows.
    public private(set) var state: CustomerOrdersState

    private let listOrders: ListCustomerOrdersUseCase

    /// Creates the view model.
    ///
    /// - Parameter times: The zone times are shown in; the machine's by default.
    public init(listOrders: ListCustomerOrdersUseCase, times: LocalTimeFormat = .current) {
        self.listOrders = listOrders
        state = CustomerOrdersState(times: times)
    }

    /// The orders, ready to show.
    public var summaries: [OrderSummary] { state.summaries }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CinemaError? { state.error }

    /// Loads the orders of the user named `userNameText`.
    public func load(userNameText: String) async {
        do throws(CinemaError) {
            let name = try await CinemaError.accounts { () throws(AccountsError) in try UserName(userNameText) }
            state.orders = try await CinemaError.boxOffice { () async throws(BoxOfficeError) in
                try await listOrders.execute(customerNamed: name)
            }
            state.error = nil
        } catch {
            state.orders = nil
            state.error = error
        }
    }

    /// `marquee orders list`: loads, then renders the state as text or JSON, or the one-line error.
    public func listCommand(userNameText: String, format: OutputFormat) async -> CommandOutput {
        await load(userNameText: userNameText)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: CustomerOrdersTextScreen.lines, json: OrdersJSON.document
        )
    }
}
