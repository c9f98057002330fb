public import MarqueeDomain

/// Text a person typed — an argument or a form field — that is not the value
/// it should be, with the rule it broke. The command line shows it as a
/// usage error (exit status 64); a form shows it beside the field.
public enum InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A catalog rule (an empty query, a bad movie id, a page below 1).
    case catalog(CatalogError)
    /// An accounts rule (a malformed user name).
    case accounts(AccountsError)
    /// A box office rule (a malformed id, hall, price).
    case boxOffice(BoxOfficeError)
    /// A poster rule (a bad width).
    case poster(PosterError)
    /// A desks rule (a malformed desk name).
    case desks(DeskError)
    /// A time that is not one in the local zone.
    case time(InputError)
    /// Not a whole number, where `what` (such as "a number of tickets") was asked for.
    case notANumber(String, what: String)
    /// A whole number, as typed, below the smallest `what` can be.
    case tooSmall(String, minimum: Int, what: String)
    /// A whole number, as typed, above the largest `what` can be (however many digits it has).
    case tooLarge(String, maximum: UInt64, what: String)
    /// A desk role that is none of ``/MarqueeDomain/DeskRole``'s.
    case unknownRole(String)

    /// One line for `audience`: what is wrong and what to type instead.
    public func message(for audience: Audience) -> String {
        switch self {
        case let .catalog(error): error.message(for: audience)
        case let .accounts(error): error.message(for: audience)
        case let .boxOffice(error): error.message(times: .utc, for: audience)
        case let .poster(error): error.userMessage
        case let .desks(error): error.message(times: .utc)
        case let .time(error): error.userMessage
        case let .notANumber(text, what): "\"\(text)\" is not \(what); type a whole number."
        case let .tooSmall(number, minimum, what): "\(number) is not \(what); it must be at least \(minimum)."
        case let .tooLarge(number, maximum, what): "\(number) is not \(what); it must be at most \(maximum)."
        case let .unknownRole(text):
            "\"\(text)\" is not a desk role; use "
                + DeskRole.allCases.map(\.rawValue).joined(separator: " or ")
                + " (a clerk sells; a manager also schedules, renames and deletes)."
        }
    }

    /// The command line's wording (what an argument parser shows).
    public var description: String { message(for: .commandLine) }
}
