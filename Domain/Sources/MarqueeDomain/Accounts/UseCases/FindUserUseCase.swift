/// Finds one customer by name: the use case's boundary (see
/// ``RegisterUserUseCase`` for the two sides).
///
/// Front ends name users (`--user Ripley`) while orders hold a ``UserID``;
/// this is the bridge, so none of them lists every user to filter.
public protocol FindUserUseCase: Sendable {
    /// The user whose name equals `name` (ignoring letter case), or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func execute(named name: UserName) async throws(AccountsError) -> User?
}

extension FindUserUseCase {
    /// The user whose name equals `name` (ignoring letter case).
    ///
    /// - Throws: ``AccountsError/noUserNamed(_:)`` when nobody has it;
    ///   ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute(requiring name: UserName) async throws(AccountsError) -> User {
        guard let user = try await execute(named: name) else { throw .noUserNamed(name) }
        return user
    }
}
