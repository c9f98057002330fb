/// Renames a customer, keeping the identity, over the users port.
public struct RenameUserInteractor: RenameUserUseCase {
    private let users: any UserRepository
    private let availability: UserNameAvailability
    private let desk: Desk?

    /// Creates the use case over the users port.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/renameCustomer``; `nil` where no desk is involved.
    public init(users: any UserRepository, desk: Desk? = nil) {
        self.users = users
        self.availability = UserNameAvailability(users: users)
        self.desk = desk
    }

    public func execute(named name: UserName, to newName: UserName) async throws(AccountsError) -> RenamedUser {
        try desk?.authorize(.renameCustomer, as: AccountsError.self)
        guard let user = try await users.user(named: name) else { throw .noUserNamed(name) }
        return RenamedUser(previousName: user.name, user: try await rename(user, to: newName))
    }

    /// Gives the user `id` the name `newName`.
    ///
    /// Changing only the letter case of one's own name is allowed.
    ///
    /// - Returns: The renamed user, as stored.
    /// - Throws: ``AccountsError/userNotFound(_:)``; ``AccountsError/userNameTaken(_:)``
    ///   when another user holds the name; ``AccountsError/notPermitted(_:)``;
    ///   a storage error otherwise. Nothing is stored when it throws.
    public func execute(_ id: UserID, to newName: UserName) async throws(AccountsError) -> User {
        try desk?.authorize(.renameCustomer, as: AccountsError.self)
        guard let user = try await users.user(withID: id) else { throw .userNotFound(id) }
        return try await rename(user, to: newName)
    }

    private func rename(_ user: User, to newName: UserName) async throws(AccountsError) -> User {
        guard try await !availability.isTaken(newName, byAnyoneOtherThan: user.id) else {
            throw .userNameTaken(newName)
        }
        var user = user
        user.rename(to: newName)
        try await users.save(user)
        return user
    }
}
