/// Renames a customer, keeping the identity.
public struct RenameUserUseCase: Sendable {
    private let users: any UserRepository
    private let availability: UserNameAvailability

    /// Creates the use case over the users port.
    public init(users: any UserRepository) {
        self.users = users
        self.availability = UserNameAvailability(users: users)
    }

    /// Gives the user `id` the name `newName`.
    ///
    /// Changing only the letter case of one's own name is allowed.
    ///
    /// - Returns: The renamed user, as stored.
    /// - Throws: ``AccountsError/userNotFound(_:)``; ``AccountsError/userNameTaken(_:)``
    ///   when another user holds the name; a storage error otherwise. Nothing is
    ///   stored when it throws.
    public func execute(_ id: UserID, to newName: UserName) async throws(AccountsError) -> User {
        guard var user = try await users.user(withID: id) else { throw .userNotFound(id) }
        guard try await !availability.isTaken(newName, byAnyoneOtherThan: id) else {
            throw .userNameTaken(newName)
        }
        user.rename(to: newName)
        try await users.save(user)
        return user
    }
}
