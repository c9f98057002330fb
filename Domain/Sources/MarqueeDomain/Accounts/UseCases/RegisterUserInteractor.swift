/// Registers a new customer under a name nobody else holds, over the ports.
public struct RegisterUserInteractor: RegisterUserUseCase {
    private let users: any UserRepository
    private let availability: UserNameAvailability
    private let factory: UserFactory
    private let desk: Desk?

    /// Creates the use case over the users port and the ID generator.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - ids: Where new identities come from.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/registerCustomer``; `nil` where no desk is involved
    ///     (the command line on its own data file).
    public init(users: any UserRepository, ids: any IDGenerator, desk: Desk? = nil) {
        self.users = users
        self.availability = UserNameAvailability(users: users)
        self.factory = UserFactory(ids: ids)
        self.desk = desk
    }

    public func execute(name: UserName) async throws(AccountsError) -> User {
        try desk?.authorize(.registerCustomer, as: AccountsError.self)
        guard try await !availability.isTaken(name) else { throw .userNameTaken(name) }
        let user = try await factory.makeUser(named: name)
        try await users.save(user)
        return user
    }
}
