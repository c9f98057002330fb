#if Service
public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func listUsers(_ input: Operations.ListUsers.Input) async throws -> Operations.ListUsers.Output {
        let found = try await accounts { () async throws(AccountsError) -> [User] in
            if let name = input.query.name { return [try await users.user(named: UserName(name))].compactMap { $0 } }
            return try await users.allUsers().sorted { $0.name.normalized < $1.name.normalized }
        }
        return .ok(.init(body: .json(.init(users: found.map { .init($0) }))))
    }

    public func getUser(_ input: Operations.GetUser.Input) async throws -> Operations.GetUser.Output {
        let user = try await accounts { () async throws(AccountsError) in
            let id = try UserID(input.path.userID)
            guard let user = try await users.user(withID: id) else { throw .userNotFound(id) }
            return user
        }
        return .ok(.init(body: .json(.init(user))))
    }

    public func saveUser(_ input: Operations.SaveUser.Input) async throws -> Operations.SaveUser.Output {
        guard case let .json(fields) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let user = try await accounts { () async throws(AccountsError) in
            let user = User(id: try UserID(input.path.userID), name: try UserName(fields.name))
            try await users.save(user)
            return user
        }
        return .ok(.init(body: .json(.init(user))))
    }

    /// Refused while the user has an unpaid order: the use case checks first,
    /// and this check closes the race with an order placed meanwhile.
    public func deleteUser(_ input: Operations.DeleteUser.Input) async throws -> Operations.DeleteUser.Output {
        let id = try await accounts { () async throws(AccountsError) in try UserID(input.path.userID) }
        let owes = try await boxOffice { () async throws(BoxOfficeError) in try await store.hasUnpaidOrders(for: id) }
        if owes { throw problems.problem(AccountsError.userHasUnpaidOrders(id)) }
        try await accounts { () async throws(AccountsError) in try await users.delete(id) }
        return .noContent(.init())
    }
}
#endif
