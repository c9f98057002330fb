/// Finds one customer by name or identity, asking storage for that one user.
///
/// Front ends name users (`--user Ripley`) while the other use cases take a
/// ``UserID``; this is the bridge, so none of them lists every user to filter.
public struct FindUserUseCase: Sendable {
    private let users: any UserRepository

    /// Creates the use case over the users port.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// The user whose name equals `name` (ignoring letter case), or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute(named name: UserName) async throws(AccountsError) -> User? {
        try await users.user(named: name)
    }

    /// The user whose name equals `name` (ignoring letter case).
    ///
    /// - Throws: ``AccountsError/noUserNamed(_:)`` when nobody has it;
    ///   ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute(requiring name: UserName) async throws(AccountsError) -> User {
        guard let user = try await users.user(named: name) else { throw .noUserNamed(name) }
        return user
    }

    /// The user with identifier `id`, or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute(id: UserID) async throws(AccountsError) -> User? {
        try await users.user(withID: id)
    }
}
