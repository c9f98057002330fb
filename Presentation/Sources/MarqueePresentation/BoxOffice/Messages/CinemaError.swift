public import MarqueeDomain

/// What the Accounts and Box office view models report when something fails:
/// the domain error that stopped them, or a problem with the text typed
/// before any use case ran.
///
/// One type so a front end handles every cinema command alike: print
/// ``userMessage``, choose the exit status from ``isUsageError``.
public enum CinemaError: Error, Equatable, Sendable {
    /// A rule or failure of the Accounts context.
    case accounts(AccountsError)
    /// A rule or failure of the Box office context.
    case boxOffice(BoxOfficeError)
    /// A movie id that is not one, typed when scheduling.
    case catalog(CatalogError)
    /// A time that could not be read in the local time zone.
    case input(InputError)
    /// No user has this name (names are how people pick a customer).
    case unknownUserName(UserName)
}

extension CinemaError {
    /// One line for a person: what went wrong and what to do about it, with
    /// times in the machine's time zone.
    public var userMessage: String { userMessage(times: .current) }

    /// One line for a person, with times shown in `times`' zone.
    public func userMessage(times: LocalTimeFormat) -> String {
        switch self {
        case let .accounts(error): error.userMessage
        case let .boxOffice(error): error.userMessage(times: times)
        case let .catalog(error): error.userMessage
        case let .input(error): error.userMessage
        case let .unknownUserName(name):
            "No user is named \(name); see marquee users list, or register with marquee users register \(name)."
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
        case .unknownUserName: false
        }
    }
}
