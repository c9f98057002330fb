public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// Every customer's orders that a filter admits: `marquee orders list`
/// without `--user`, or with filters.
@Observable @MainActor
public final class OrderListViewModel: BoxOfficeRunning {
    /// Everything the list shows.
    public private(set) var state: OrderListState
    static let writableState = \OrderListViewModel.state

    private let orders: any ListOrdersUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        orders = boxOffice.orders
        state = OrderListState(times: times)
    }

    /// Loads the orders `filter` admits; `day` names the day the filter's
    /// bounds came from, for the headline. A success clears the last error.
    public func load(_ filter: OrderFilter, day: String? = nil) async {
        state.filter = filter
        state.day = day
        await run(\.receipts, busy: \.isLoading) { () async throws(BoxOfficeError) in try await orders.execute(filter) }
    }

    /// `marquee orders list` with filters: loads, then renders the state as
    /// text or JSON, or the one-line error.
    public func listCommand(_ filter: OrderFilter, day: String?, format: OutputFormat) async -> CommandOutput {
        await load(filter, day: day)
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format, text: \.textLines,
            json: \.json)
    }
}

/// Everything an order list shows, as one value.
public struct OrderListState: Equatable, Sendable, ShowsCinemaError {
    /// The orders, newest first; `nil` before loading.
    public var receipts: [OrderReceipt]?
    /// What was asked for.
    public var filter = OrderFilter()
    /// The day the filter's bounds came from, as typed (`2026-12-24`, `today`); `nil` for none.
    public var day: String?
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The orders, ready to show.
    public var summaries: [OrderSummary] { receipts?.map { OrderSummary(receipt: $0, times: times) } ?? [] }

    /// What the filter asks for, as words: `unpaid, of Ripley, for screening s-…, on 2026-12-24`.
    public var filterText: String {
        var parts: [String] = []
        if filter.unpaidOnly { parts.append("unpaid") }
        if let customer = filter.customer { parts.append("of \(customer.displayName)") }
        if let screening = filter.screening { parts.append("for screening \(screening)") }
        if let day { parts.append("on \(day)") }
        return parts.joined(separator: ", ")
    }

    /// The line above the list: how many orders, and which.
    public var headline: String {
        guard receipts != nil else { return isLoading ? "Loading orders…" : "" }
        let which = filterText.isEmpty ? "" : " (\(filterText))"
        switch summaries.count {
        case 0: return "No order\(which)."
        case 1: return "1 order\(which)"
        default: return "\(summaries.count) orders\(which), newest first"
        }
    }
}
