/// Finds one customer by name or identity over the users port, asking
/// storage for that one user.
public struct FindUserInteractor: FindUserUseCase {
    private let users: any UserRepository

    /// Creates the use case over the users port.
    public init(users: any UserRepository) {
        self.users = users
    }

    public func execute(named name: UserName) async throws(AccountsError) -> User? {
        try await users.user(named: name)
    }

    /// The user with identifier `id`, or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute(id: UserID) async throws(AccountsError) -> User? {
        try await users.user(withID: id)
    }
}
