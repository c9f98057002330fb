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
        }
    }
}
