/// Deletes a customer's account — refused while they owe money for an
/// order: the use case's boundary (see ``RegisterUserUseCase`` for the two sides).
public protocol DeleteUserUseCase: Sendable {
    /// Deletes the user named `name` (ignoring letter case).
    ///
    /// - Returns: The user as they were before the deletion.
    /// - Throws: ``AccountsError/noUserNamed(_:)``; ``AccountsError/userHasUnpaidOrders(_:)``
    ///   (also when an order was placed for them at the same moment);
    ///   ``AccountsError/notPermitted(_:)``; a storage error. Nothing is deleted when it throws.
    func execute(named name: UserName) async throws(AccountsError) -> User
}
