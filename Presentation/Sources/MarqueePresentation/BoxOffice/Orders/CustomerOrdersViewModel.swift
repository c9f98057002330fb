public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// One customer's orders, newest first.
@Observable @MainActor
public final class CustomerOrdersViewModel: BoxOfficeRunning {
    /// Everything the list shows.
    public private(set) var state: CustomerOrdersState
    static let writableState = \CustomerOrdersViewModel.state

    private let customerOrders: any ListCustomerOrdersUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        customerOrders = boxOffice.customerOrders
        state = CustomerOrdersState(times: times)
    }

    /// Loads the orders of `customer`; a success clears the last error.
    public func load(_ customer: UserName) async {
        await run(\.orders, busy: \.isLoading, clearedOnFailure: true) { () async throws(BoxOfficeError) in
            try await customerOrders.execute(customerNamed: customer)
        }
    }

    /// Forgets the list shown.
    public func reset() {
        state = CustomerOrdersState(times: state.times)
    }

    /// `marquee orders list`: loads, then renders the state as text or JSON, or the one-line error.
    public func listCommand(_ customer: UserName, format: OutputFormat) async -> CommandOutput {
        await load(customer)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format, text: \.textLines,
            json: \.json)
    }
}
