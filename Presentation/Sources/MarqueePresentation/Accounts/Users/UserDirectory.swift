import MarqueeDomain

/// Finds customers by the name people type, through ``FindUserUseCase``,
/// turning its answers into ``CinemaError``s worded for people.
struct UserDirectory: Sendable {
    let findUser: FindUserUseCase

    /// The user named `nameText`.
    ///
    /// - Throws: ``CinemaError/accounts(_:)`` for a malformed name or a storage
    ///   failure; ``CinemaError/unknownUserName(_:)`` when nobody has the name.
    @MainActor func user(named nameText: String) async throws(CinemaError) -> User {
        let name = try await CinemaError.accounts { () throws(AccountsError) in try UserName(nameText) }
        let found = try await CinemaError.accounts { () async throws(AccountsError) in
            try await findUser.execute(named: name)
        }
        guard let user = found else { throw .unknownUserName(name) }
        return user
    }

    /// The user with identifier `id`, or `nil` when it is gone or storage fails:
    /// used only to show a name beside an order, never to decide anything.
    func user(withID id: UserID) async -> User? {
        try? await findUser.execute(id: id)
    }
}
