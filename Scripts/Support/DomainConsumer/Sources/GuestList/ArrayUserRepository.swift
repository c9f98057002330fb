public import MarqueeDomain

/// This project's own ``UserRepository``: users in an array, in the order they
/// registered — the adapter a consumer of the domain writes for its storage.
public actor ArrayUserRepository: UserRepository {
    private var users: [User] = []

    /// Creates an empty guest list.
    public init() {}

    /// Stores `user`, replacing the entry with the same identity, and refuses a
    /// name another user holds (in any letter case), as the port requires.
    public func save(_ user: User) async throws(AccountsError) {
        if users.contains(where: { $0.name == user.name && $0.id != user.id }) {
            throw .userNameTaken(user.name)
        }
        if let index = users.firstIndex(where: { $0.id == user.id }) {
            users[index] = user
        } else {
            users.append(user)
        }
    }

    /// The user with this identity, or `nil`.
    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        users.first { $0.id == id }
    }

    /// The user whose name equals `name` ignoring letter case, or `nil`.
    public func user(named name: UserName) async throws(AccountsError) -> User? {
        users.first { $0.name == name }
    }

    /// Removes the user with this identity, if any.
    public func delete(_ id: UserID) async throws(AccountsError) {
        users.removeAll { $0.id == id }
    }

    /// Every user, in registration order.
    public func allUsers() async throws(AccountsError) -> [User] {
        users
    }
}
