/// Lists every customer, ordered by name (ignoring letter case), then identity.
public struct ListUsersUseCase: Sendable {
    private let users: any UserRepository

    /// Creates the use case over the users port.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// Every user, by name.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    public func execute() async throws(AccountsError) -> [User] {
        try await users.allUsers().sorted { ($0.name.normalized, $0.id) < ($1.name.normalized, $1.id) }
    }
}
