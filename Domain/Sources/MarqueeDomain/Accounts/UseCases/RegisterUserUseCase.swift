/// Registers a new customer under a name nobody else holds: the use case's
/// boundary, which every front end calls. ``RegisterUserInteractor`` runs it
/// over the ports; a desk of the box office service sends it to the service,
/// which runs the interactor with its own store.
public protocol RegisterUserUseCase: Sendable {
    /// Registers a user named `name`.
    ///
    /// - Returns: The new user, as stored.
    /// - Throws: ``AccountsError/userNameTaken(_:)`` when the name (in any letter
    ///   case) is taken; ``AccountsError/notPermitted(_:)`` for a desk that may
    ///   not register customers; a storage error otherwise. Nothing is stored when it throws.
    func execute(name: UserName) async throws(AccountsError) -> User
}
