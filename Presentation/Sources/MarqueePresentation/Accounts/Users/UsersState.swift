public import MarqueeDomain

/// Everything the users screen shows, as one value.
public struct UsersState: Equatable, Sendable {
    /// What the last successful action changed.
    public enum Change: Equatable, Sendable {
        /// A new user, as stored.
        case registered(User)
        /// A user renamed from the old name, as stored now.
        case renamed(from: UserName, to: User)
        /// A user deleted.
        case deleted(User)

        /// The user the change is about, as stored after it.
        public var user: User {
            switch self {
            case let .registered(user), let .renamed(_, user), let .deleted(user): user
            }
        }
    }

    /// The users, by name, once loaded.
    public var users: [User] = []
    /// Whether the list was loaded at least once.
    public var hasLoaded = false
    /// What the last action changed; `nil` after a failure or a plain load.
    public var lastChange: Change?
    /// The last error.
    public var error: CinemaError?

    /// An empty state.
    public init() {}

    /// The rows, ready to show.
    public var rows: [UserRow] { users.map(UserRow.init) }
    /// The last error, worded for a person.
    public var errorMessage: String? { error?.userMessage }
    /// Whether the list was loaded and nobody is registered.
    public var isEmpty: Bool { hasLoaded && error == nil && users.isEmpty }
}
