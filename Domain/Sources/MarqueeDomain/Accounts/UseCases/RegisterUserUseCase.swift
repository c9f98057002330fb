/// Registers a new customer under a name nobody else holds.
public struct RegisterUserUseCase: Sendable {
    private let users: any UserRepository
    private let availability: UserNameAvailability
    private let factory: UserFactory

    /// Creates the use case over the users port and the ID generator.
    public init(users: any UserRepository, ids: any IDGenerator) {
        self.users = users
        self.availability = UserNameAvailability(users: users)
        self.factory = UserFactory(ids: ids)
    }

    /// Registers a user named `name`.
    ///
    /// - Returns: The new user, as stored.
    /// - Throws: ``AccountsError/userNameTaken(_:)`` when the name (in any letter
    ///   case) is taken; a storage error otherwise. Nothing is stored when it throws.
    public func execute(name: UserName) async throws(AccountsError) -> User {
        guard try await !availability.isTaken(name) else { throw .userNameTaken(name) }
        let user = try await factory.makeUser(named: name)
        try await users.save(user)
        return user
    }
}
