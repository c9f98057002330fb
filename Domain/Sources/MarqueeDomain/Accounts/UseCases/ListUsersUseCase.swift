/// Lists every customer: the use case's boundary (see ``RegisterUserUseCase``
/// for the two sides).
public protocol ListUsersUseCase: Sendable {
    /// Every user, ordered by name (ignoring letter case), then identity.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func execute() async throws(AccountsError) -> [User]
}
