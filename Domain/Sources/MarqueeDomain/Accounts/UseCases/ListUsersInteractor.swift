/// Lists every customer over the users port.
public struct ListUsersInteractor: ListUsersUseCase {
    private let users: any UserRepository

    /// Creates the use case over the users port.
    public init(users: any UserRepository) {
        self.users = users
    }

    public func execute() async throws(AccountsError) -> [User] {
        try await users.allUsers().sorted { ($0.name.normalized, $0.id) < ($1.name.normalized, $1.id) }
    }
}
