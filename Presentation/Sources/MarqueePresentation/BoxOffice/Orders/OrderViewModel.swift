public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// One order: place it, then pay, cancel or refund it.
///
/// A failed action clears the order shown and reports the error (the use
/// cases guarantee nothing was written); a successful one clears the last error.
@Observable @MainActor
public final class OrderViewModel {
    /// Everything an order shows.
    public private(set) var state: OrderState

    private let boxOffice: BoxOfficeUseCases

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        self.boxOffice = boxOffice
        state = OrderState(times: times)
    }

    /// Places one order for `customer`: every line's seats are reserved, or
    /// none (tickets in two currencies, for instance, are refused).
    public func place(for customer: UserName, tickets: [TicketRequest]) async {
        await perform(.placed, unanswered: .placing(for: customer)) { () async throws(BoxOfficeError) in
            try await boxOffice.place.execute(customerNamed: customer, tickets: tickets)
        }
    }

    /// Sells `tickets` to a walk-in: no customer, paid at once.
    public func sellWalkIn(tickets: [TicketRequest]) async {
        await perform(.soldToWalkIn, unanswered: .sellingWalkIn) { () async throws(BoxOfficeError) in
            try await boxOffice.place.sellWalkIn(tickets: tickets)
        }
    }

    /// Pays the unpaid order `id`.
    public func pay(_ id: OrderID) async {
        await perform(.paid, unanswered: .paying(id)) { () async throws(BoxOfficeError) in
            try await boxOffice.pay.execute(id)
        }
    }

    /// Cancels the order `id`, freeing its seats: an unpaid order is
    /// cancelled, a paid one refunded (a manager's desk, through the service).
    public func cancel(_ id: OrderID) async {
        await perform(.cancelled, unanswered: .cancelling(id)) { () async throws(BoxOfficeError) in
            try await boxOffice.cancel.execute(id)
        }
    }

    /// Shows the order `id` with its customer and screenings, as stored.
    public func load(_ id: OrderID) async {
        state = OrderState(times: state.times)
        state.isWorking = true
        do throws(BoxOfficeError) {
            state.receipt = try await boxOffice.order.execute(id)
        } catch {
            state.error = .boxOffice(error)
        }
        state.isWorking = false
    }

    /// Forgets the order shown (a new order starts).
    public func reset() {
        state = OrderState(times: state.times)
    }

    /// Shows `receipt` (picked from a customer's orders) as the order to act on.
    public func show(_ receipt: OrderReceipt) {
        state = OrderState(times: state.times)
        state.receipt = receipt
    }

    /// Runs one action. A change that got no answer (through the box office
    /// service, even after asking again) is reported as such: it may have
    /// been made, and the person must look before doing it again.
    private func perform(
        _ action: OrderState.Action, unanswered: UnansweredChange,
        _ body: () async throws(BoxOfficeError) -> OrderReceipt
    ) async {
        state.receipt = nil
        state.lastAction = nil
        state.isWorking = true
        do throws(BoxOfficeError) {
            let receipt = try await body()
            state.receipt = receipt
            // A cancellation of a paid order is a refund: say which happened.
            if action == .cancelled, case .refunded = receipt.order.status {
                state.lastAction = .refunded
            } else {
                state.lastAction = action
            }
            state.error = nil
        } catch let .storageFailed(failure) where failure.reason == .outcomeUnknown {
            state.error = .outcomeUnknown(unanswered, failure)
        } catch {
            state.error = .boxOffice(error)
        }
        state.isWorking = false
    }

    /// `marquee orders place`.
    public func placeCommand(for customer: UserName, tickets: [TicketRequest], format: OutputFormat) async
        -> CommandOutput
    {
        await place(for: customer, tickets: tickets)
        return output(format: format)
    }

    /// `marquee orders place --walk-in`.
    public func sellWalkInCommand(tickets: [TicketRequest], format: OutputFormat) async -> CommandOutput {
        await sellWalkIn(tickets: tickets)
        return output(format: format)
    }

    /// `marquee orders pay`.
    public func payCommand(_ id: OrderID, format: OutputFormat) async -> CommandOutput {
        await pay(id)
        return output(format: format)
    }

    /// `marquee orders cancel`.
    public func cancelCommand(_ id: OrderID, format: OutputFormat) async -> CommandOutput {
        await cancel(id)
        return output(format: format)
    }

    /// `marquee orders show`.
    public func showCommand(_ id: OrderID, format: OutputFormat) async -> CommandOutput {
        await load(id)
        return output(format: format)
    }

    /// The state the last action left, as text or JSON, or the one-line error.
    public func output(format: OutputFormat) -> CommandOutput {
        .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.lines(for: .commandLine) }, json: \.json)
    }
}
