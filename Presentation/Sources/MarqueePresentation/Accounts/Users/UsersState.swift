public import MarqueeDomain

/// Everything the users list shows, as one value.
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

        /// One line confirming the change.
        public var line: String {
            switch self {
            case let .registered(user): "Registered \(user.name) (user id \(user.id))."
            case let .renamed(oldName, user): "Renamed \(oldName) to \(user.name) (user id \(user.id))."
            case let .deleted(user): "Deleted \(user.name) (user id \(user.id))."
            }
        }
    }

    /// The users, by name, once loaded.
    public var users: [User] = []
    /// Whether the list was loaded at least once.
    public var hasLoaded = false
    /// Whether an action or a load is under way.
    public var isWorking = false
    /// What the last action changed; `nil` after a failure.
    public var lastChange: Change?
    /// The last error.
    public var error: AccountsError?
    /// The name the last register, rename or delete was about, so that an
    /// error carrying only an id can name the person
    /// (`AccountsError.message(for:subject:)`).
    public var subject: UserName?

    /// An empty state.
    public init() {}

    /// The rows, ready to show.
    public var rows: [UserRow] { users.map(UserRow.init) }
    /// Whether the list was loaded and nobody is registered.
    public var isEmpty: Bool { hasLoaded && error == nil && users.isEmpty }

    /// The line above the list: how many users, or why there are none.
    public func headline(for audience: Audience) -> String {
        guard hasLoaded else {
            // Never "Loading…" under an error: the load failed and is not running.
            return error == nil || isWorking ? "Loading users…" : "No users shown: they could not be loaded."
        }
        guard !users.isEmpty else {
            return audience.pick(
                "No users yet. Register one with: marquee users register <name>",
                "No users yet. Press n, type a name and press Enter to register one.")
        }
        return users.count == 1 ? "1 user" : "\(users.count) users"
    }
}
