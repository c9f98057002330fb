public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// What calling off a screening shows, as one value: first what it would do,
/// then what it did.
public struct CancelScreeningState: Equatable, Sendable, ShowsCinemaError {
    /// The screening and the orders that hold its seats; after the
    /// cancellation, the orders it cancelled or refunded.
    public var impact: ScreeningCancellationImpact?
    /// Whether the screening is cancelled now (``impact`` is then the outcome).
    public var isDone = false
    /// Whether a read or the cancellation is under way.
    public var isWorking = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are read and shown in.
    public var times: LocalTimeFormat

    /// An empty state in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The screening in a few words: `Alien at 2026-12-24 20:00 in hall A`.
    public var screeningText: String? {
        impact.map {
            "\($0.screening.movieTitle) at \(times.string(from: $0.screening.startsAt)) in hall \($0.screening.hall)"
        }
    }

    /// What the cancellation does (or did) to orders, seats and money, or
    /// the error that stopped it.
    public func summary(for audience: Audience) -> [String] {
        if let error { return [error.message(times: times, for: audience)] }
        guard let impact, let screening = screeningText else { return [isWorking ? "Reading its orders…" : ""] }
        let cancelled = impact.ordersCancelled.count
        let refunded = impact.ordersRefunded.count
        var parts: [String] = []
        if cancelled > 0 {
            parts.append("\(Self.count(cancelled, "unpaid order")) " + (isDone ? "cancelled" : "to cancel"))
        }
        if refunded > 0 {
            let back = (try? impact.moneyBack().map(\.displayText).joined(separator: " + ")) ?? "?"
            parts.append(
                "\(Self.count(refunded, "paid order")) " + (isDone ? "refunded" : "to refund") + " (\(back) back)")
        }
        let orders =
            parts.isEmpty
            ? "no order \(isDone ? "held" : "holds") its seats"
            : parts.joined(separator: ", ") + ", \(Self.count(impact.seats, "seat")) freed"
        guard isDone else {
            return [
                "Cancelling \(screening): \(orders).",
                audience.pick(
                    "Nothing has changed yet: run again with --yes to cancel it.",
                    "Press Enter to cancel it, Esc to keep it."),
            ]
        }
        let recorded = impact.screening.cancellation.map { cancellation in
            [
                "Recorded at \(times.string(from: cancellation.at))" + (cancellation.by.map { " by desk \($0)" } ?? "")
                    + "."
            ]
        }
        return ["Cancelled \(screening): \(orders)."] + (recorded ?? [])
            + impact.orders.map { order in
                "  order \(order.id): \(Self.count(order.ticketCount, "ticket")), \(order.total.displayText), "
                    + Self.statusWord(order.status)
            }
    }

    private static func statusWord(_ status: OrderStatus) -> String {
        switch status {
        case .unpaid: "unpaid"
        case .paid: "paid"
        case .cancelled: "cancelled"
        case .refunded: "refunded"
        case .expired: "expired"
        }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `{"cancelled", "screening", "orders"}`: whether it is cancelled now,
    /// the screening (with `cancelledAt` and `cancelledBy`), and each
    /// order's `id`, `customerID` (`null` for a walk-in), `ticketCount`, `total` and `status`.
    var json: JSONValue {
        guard let impact else { return .null }
        return .object([
            "cancelled": .bool(isDone),
            "screening": BoxOfficeJSON.screening(impact.screening, times: times),
            "orders": .array(
                impact.orders.map { order in
                    .object([
                        "id": .string(order.id.rawValue),
                        "customerID": .string(order.customer?.rawValue),
                        "ticketCount": .int(Int64(order.ticketCount)),
                        "total": BoxOfficeJSON.money(order.total),
                        "status": .string(Self.statusWord(order.status)),
                    ])
                }),
        ])
    }
}

/// Calls off a screening still to come: first what it would do, then,
/// confirmed, the cancellation.
@Observable @MainActor
public final class CancelScreeningViewModel: BoxOfficeRunning {
    /// Everything it shows.
    public private(set) var state: CancelScreeningState
    static let writableState = \CancelScreeningViewModel.state

    private let cancel: any CancelScreeningUseCase

    /// Creates the view model over the Box office's use cases.
    ///
    /// - Parameters:
    ///   - boxOffice: The Box office's use cases, built once by the composition root.
    ///   - times: The zone times are read and shown in.
    public init(boxOffice: BoxOfficeUseCases, times: LocalTimeFormat) {
        cancel = boxOffice.cancelScreening
        state = CancelScreeningState(times: times)
    }

    /// Reads what cancelling the screening `id` would do.
    public func preview(_ id: ScreeningID) async {
        await run(busy: \.isWorking) { () async throws(BoxOfficeError) in
            try await cancel.impact(of: id)
        } then: { state, impact in
            state.impact = impact
            state.isDone = false
        }
    }

    /// Cancels the screening `id`.
    public func cancel(_ id: ScreeningID) async {
        await run(busy: \.isWorking) { () async throws(BoxOfficeError) in
            try await cancel.execute(id)
        } then: { state, impact in
            state.impact = impact
            state.isDone = true
        }
    }

    /// `marquee screenings cancel`: with `confirmed`, cancels; without, says
    /// what it would do. Renders the state as text or JSON, or the one-line error.
    public func cancelCommand(_ id: ScreeningID, confirmed: Bool, format: OutputFormat) async -> CommandOutput {
        if confirmed { await cancel(id) } else { await preview(id) }
        return .rendering(
            state, failure: state.error?.failureText(times: state.times), format: format,
            text: { $0.summary(for: .commandLine) }, json: \.json)
    }
}
