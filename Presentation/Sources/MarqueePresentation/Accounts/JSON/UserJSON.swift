public import MarqueeDomain

/// The stable JSON form of a user, printed by `users register`, `users rename`
/// and `users delete` with `--json`:
/// `{"id": String, "name": String}` — the name as its owner spelled it.
/// Field names are part of Marquee's documented interface: add fields, never rename.
public struct UserJSON: Codable, Equatable, Sendable {
    /// The user's identifier.
    public let id: String
    /// The display name.
    public let name: String

    /// The JSON form of `user`.
    public init(_ user: User) {
        id = user.id.rawValue
        name = user.name.displayName
    }
}

/// The stable JSON form of `users list --json`: `{"users": [user…]}`, by name.
public struct UsersJSON: Codable, Equatable, Sendable {
    /// Every user, by name (ignoring letter case).
    public let users: [UserJSON]

    /// The JSON form of `users`, in the order given.
    public init(_ users: [User]) {
        self.users = users.map(UserJSON.init)
    }

    /// The JSON form of the users a view model loaded.
    @MainActor public init(_ viewModel: UsersViewModel) {
        self.init(viewModel.loadedUsers)
    }
}

extension UsersViewModel.Change {
    /// The user the change is about, as stored after it (for `--json`).
    public var user: User {
        switch self {
        case let .registered(user), let .renamed(_, user), let .deleted(user): user
        }
    }
}
