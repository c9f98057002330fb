import MarqueeDomain

/// Finds customers by the name people type, through ``ListUsersUseCase``.
///
/// Commands name users (`--user Ripley`) while use cases take a ``UserID``.
/// Domain has no "find by name" use case, so this filters the list with
/// ``UserName`` equality, which ignores letter case as the rule demands.
struct UserDirectory: Sendable {
    let listUsers: ListUsersUseCase

    /// The user named `nameText`.
    ///
    /// - Throws: ``CinemaError/accounts(_:)`` for a malformed name or a storage
    ///   failure; ``CinemaError/unknownUserName(_:)`` when nobody has the name.
    @MainActor func user(named nameText: String) async throws(CinemaError) -> User {
        let name = try await CinemaError.accounts { () throws(AccountsError) in try UserName(nameText) }
        let users = try await CinemaError.accounts { () async throws(AccountsError) in try await listUsers.execute() }
        guard let user = users.first(where: { $0.name == name }) else { throw .unknownUserName(name) }
        return user
    }

    /// The user with identifier `id`, or `nil` when it is gone or storage fails:
    /// used only to show a name beside an order, never to decide anything.
    func user(withID id: UserID) async -> User? {
        try? await listUsers.execute().first { $0.id == id }
    }
}
