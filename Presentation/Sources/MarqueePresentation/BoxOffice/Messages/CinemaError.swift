public import MarqueeCommandLine
public import MarqueeDomain

/// What the Accounts and Box office view models report when something fails:
/// the domain error that stopped them, or a problem with the text typed
/// before any use case ran.
///
/// One type so a front end handles every cinema command alike: print
/// `userMessage`, choose the exit status from ``isUsageError``.
public enum CinemaError: Error, Equatable, Sendable {
    /// A rule or failure of the Accounts context.
    case accounts(AccountsError)
    /// A rule or failure of the Box office context.
    case boxOffice(BoxOfficeError)
    /// A movie id that is not one, typed when scheduling.
    case catalog(CatalogError)
    /// A time that could not be read in the local time zone.
    case input(InputError)
    /// An order was placed, paid or cancelled through the box office
    /// service and no answer came back, even after asking again: it may or
    /// may not have been done.
    case outcomeUnknown(UnansweredChange, StorageFailure)
}

/// A change to an order sent to the box office service whose answer never came.
public enum UnansweredChange: Equatable, Sendable {
    /// Placing an order for this customer.
    case placing(for: UserName)
    /// Selling to a walk-in.
    case sellingWalkIn
    /// Paying this order.
    case paying(OrderID)
    /// Cancelling this order.
    case cancelling(OrderID)
}

extension CinemaError {
    /// One line for a person at a shell, with times shown in `times`' zone.
    public func userMessage(times: LocalTimeFormat) -> String { message(times: times, for: .commandLine) }

    /// One line for `audience`, with times shown in `times`' zone.
    public func message(times: LocalTimeFormat, for audience: Audience) -> String {
        switch self {
        case let .accounts(error): error.message(for: audience)
        case let .boxOffice(error): error.message(times: times, for: audience)
        case let .catalog(error): error.message(for: audience)
        case let .input(error): error.userMessage
        case let .outcomeUnknown(change, failure): Self.unanswered(change, failure, for: audience)
        }
    }

    private static func unanswered(_ change: UnansweredChange, _ failure: StorageFailure, for audience: Audience)
        -> String
    {
        let silence = "No answer came from \(failure.place.name), even after asking again"
        switch change {
        case let .placing(customer):
            return "\(silence), so the order may have been placed; "
                + audience.pick(
                    "see marquee orders list --user \(customer.commandArgument) before ordering again.",
                    "look at \(customer)'s orders before ordering again.")
        case .sellingWalkIn:
            return "\(silence), so the tickets may have been sold; "
                + audience.pick(
                    "see marquee orders list --date today before selling again.",
                    "look at Today before selling again.")
        case let .paying(order):
            return "\(silence), so order \(order) may have been paid; "
                + audience.pick("see marquee orders show \(order).", "look at the order before paying again.")
        case let .cancelling(order):
            return "\(silence), so order \(order) may have been cancelled; "
                + audience.pick("see marquee orders show \(order).", "look at the order before cancelling again.")
        }
    }

    /// Whether the error is about what the person typed; command-line front
    /// ends map this to a usage exit status.
    public var isUsageError: Bool {
        switch self {
        case let .accounts(error): error.isUsageError
        case let .boxOffice(error): error.isUsageError
        case let .catalog(error): error.isUsageError
        case let .input(error): error.isUsageError
        case .outcomeUnknown: false
        }
    }

    /// How a command that met this error ends (see `BoxOfficeError.outcome`).
    public var outcome: CommandOutcome {
        switch self {
        case let .accounts(error): error.outcome
        case let .boxOffice(error): error.outcome
        case let .catalog(error): error.outcome
        case let .input(error): error.isUsageError ? .usageError : .failure
        case .outcomeUnknown: .outcomeUnknown
        }
    }
}
