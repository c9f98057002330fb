public import MarqueeDomain

/// A ``/MarqueeDomain/UserRepository`` held in memory, for tests of code that uses the port.
///
/// It keeps the port's contract, including the backstop that refuses to save
/// a user whose name another user holds. Failures can be queued to test error paths.
public actor InMemoryUserRepository: UserRepository {
    private var users: [UserID: User]
    private var pendingFailures: [AccountsError] = []

    /// Creates a repository holding `users`.
    public init(users: [User] = []) {
        self.users = Dictionary(users.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: AccountsError) {
        pendingFailures.append(error)
    }

    /// Everything stored, ordered by identifier.
    public var stored: [User] { users.values.sorted { $0.id < $1.id } }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func save(_ user: User) async throws(AccountsError) {
        try throwPendingFailure()
        if users.values.contains(where: { $0.name == user.name && $0.id != user.id }) {
            throw .userNameTaken(user.name)
        }
        users[user.id] = user
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        try throwPendingFailure()
        return users[id]
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try throwPendingFailure()
        return users.values.first { $0.name == name }
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func delete(_ id: UserID) async throws(AccountsError) {
        try throwPendingFailure()
        users[id] = nil
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func allUsers() async throws(AccountsError) -> [User] {
        try throwPendingFailure()
        return Array(users.values)
    }

    private func throwPendingFailure() throws(AccountsError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }
}
