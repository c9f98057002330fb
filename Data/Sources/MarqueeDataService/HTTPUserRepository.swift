import MarqueeAPI
public import MarqueeDomain

/// Users kept by the box office service (`marquee serve`), for a desk that
/// runs with `--server`.
public struct HTTPUserRepository: UserRepository {
    private let service: ServiceClient

    /// Creates the repository over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func save(_ user: User) async throws(AccountsError) {
        do {
            _ = try await service.client.saveUser(
                path: .init(userID: user.id.rawValue), body: .json(.init(name: user.name.displayName))
            ).ok
        } catch {
            throw RemoteFailure.accounts(error)
        }
    }

    public func user(withID id: UserID) async throws(AccountsError) -> User? {
        let answer: Components.Schemas.User
        do {
            answer = try await service.client.getUser(path: .init(userID: id.rawValue)).ok.body.json
        } catch {
            if case .userNotFound? = (RemoteFailure.unwrap(error) as? RemoteProblem)?.type { return nil }
            throw RemoteFailure.accounts(error)
        }
        return try answer.toDomain()
    }

    public func user(named name: UserName) async throws(AccountsError) -> User? {
        try await users(named: name.displayName).first
    }

    public func delete(_ id: UserID) async throws(AccountsError) {
        do {
            _ = try await service.client.deleteUser(path: .init(userID: id.rawValue)).noContent
        } catch {
            throw RemoteFailure.accounts(error)
        }
    }

    public func allUsers() async throws(AccountsError) -> [User] {
        try await users(named: nil)
    }

    private func users(named name: String?) async throws(AccountsError) -> [User] {
        let answer: [Components.Schemas.User]
        do {
            answer = try await service.client.listUsers(query: .init(name: name)).ok.body.json.users
        } catch {
            throw RemoteFailure.accounts(error)
        }
        var users: [User] = []
        for user in answer { users.append(try user.toDomain()) }
        return users
    }
}
