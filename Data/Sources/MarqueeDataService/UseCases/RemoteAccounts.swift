import MarqueeAPI
public import MarqueeDomain

// The Accounts use cases for a desk of the box office service: each call is
// one request, and the service runs the interactor with its own store.

/// Registers a customer through the service (`POST /users`).
public struct RemoteRegisterUser: RegisterUserUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(name: UserName) async throws(AccountsError) -> User {
        let answer = try await service.accounts { client in
            try await client.registerUser(body: .json(.init(name: name.displayName))).created.body.json
        }
        return try answer.toDomain()
    }
}

/// Renames a customer through the service (`PATCH /users/named/{name}`).
public struct RemoteRenameUser: RenameUserUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(named name: UserName, to newName: UserName) async throws(AccountsError) -> RenamedUser {
        let answer = try await service.accounts { client in
            try await client.renameUser(
                path: .init(name: name.displayName), body: .json(.init(name: newName.displayName))
            ).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// Deletes a customer through the service (`DELETE /users/named/{name}`).
public struct RemoteDeleteUser: DeleteUserUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(named name: UserName) async throws(AccountsError) -> User {
        let answer = try await service.accounts { client in
            try await client.deleteUser(path: .init(name: name.displayName)).ok.body.json
        }
        return try answer.toDomain()
    }
}

/// Every customer, from the service (`GET /users`).
public struct RemoteListUsers: ListUsersUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute() async throws(AccountsError) -> [User] {
        try await RemoteUsers(service: service).users(named: nil)
    }
}

/// One customer by name, from the service (`GET /users?name=`).
public struct RemoteFindUser: FindUserUseCase {
    let service: ServiceClient

    /// Creates the use case over the service's client.
    public init(service: ServiceClient) {
        self.service = service
    }

    public func execute(named name: UserName) async throws(AccountsError) -> User? {
        try await RemoteUsers(service: service).users(named: name.displayName).first
    }
}

/// `GET /users`, shared by the list and the lookup.
private struct RemoteUsers {
    let service: ServiceClient

    func users(named name: String?) async throws(AccountsError) -> [User] {
        let answer = try await service.accounts { client in
            try await client.listUsers(query: .init(name: name)).ok.body.json.users
        }
        var users: [User] = []
        for user in answer { users.append(try user.toDomain()) }
        return users
    }
}

extension AccountsUseCases {
    /// The Accounts of the service `service` reaches: every use case one request.
    public init(service: ServiceClient) {
        self.init(
            register: RemoteRegisterUser(service: service), rename: RemoteRenameUser(service: service),
            delete: RemoteDeleteUser(service: service), list: RemoteListUsers(service: service),
            find: RemoteFindUser(service: service))
    }
}
