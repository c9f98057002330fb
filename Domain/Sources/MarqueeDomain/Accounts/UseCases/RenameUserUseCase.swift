/// Renames a customer, keeping the identity: the use case's boundary (see
/// ``RegisterUserUseCase`` for the two sides).
public protocol RenameUserUseCase: Sendable {
    /// Gives the user named `name` (ignoring letter case) the name `newName`.
    ///
    /// Changing only the letter case of one's own name is allowed.
    ///
    /// - Returns: The user's name before, and the user as stored now.
    /// - Throws: ``AccountsError/noUserNamed(_:)``; ``AccountsError/userNameTaken(_:)``
    ///   when another user holds the name; ``AccountsError/notPermitted(_:)``;
    ///   a storage error otherwise. Nothing is stored when it throws.
    func execute(named name: UserName, to newName: UserName) async throws(AccountsError) -> RenamedUser
}

/// A customer after a rename, with the name they had before.
public struct RenamedUser: Equatable, Sendable {
    /// The name before the rename, as it was stored.
    public let previousName: UserName
    /// The user as stored now.
    public let user: User

    /// Pairs the name before with the user after.
    public init(previousName: UserName, user: User) {
        self.previousName = previousName
        self.user = user
    }
}
