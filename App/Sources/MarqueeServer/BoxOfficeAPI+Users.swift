public import MarqueeAPI
import MarqueeDomain
import MarqueePresentation

extension BoxOfficeAPI {
    public func listUsers(_ input: Operations.ListUsers.Input) async throws -> Operations.ListUsers.Output {
        let name = try input.query.name.map(userName)
        let accounts = try desk().accounts
        let found = try await self.accounts { () async throws(AccountsError) -> [User] in
            if let name { return [try await accounts.find.execute(named: name)].compactMap { $0 } }
            return try await accounts.list.execute()
        }
        return .ok(.init(body: .json(.init(users: found.map { .init($0) }))))
    }

    public func registerUser(_ input: Operations.RegisterUser.Input) async throws -> Operations.RegisterUser.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let name = try userName(request.name)
        let accounts = try desk().accounts
        let user = try await self.accounts { () async throws(AccountsError) in
            try await accounts.register.execute(name: name)
        }
        return .created(.init(body: .json(.init(user))))
    }

    public func renameUser(_ input: Operations.RenameUser.Input) async throws -> Operations.RenameUser.Output {
        guard case let .json(request) = input.body else {
            throw problems.problem(.unsupportedMediaType, .unsupportedMediaType, status: 415)
        }
        let (name, newName) = (try userName(input.path.name), try userName(request.name))
        let accounts = try desk().accounts
        let renamed = try await self.accounts { () async throws(AccountsError) in
            try await accounts.rename.execute(named: name, to: newName)
        }
        return .ok(.init(body: .json(.init(renamed))))
    }

    /// Refused while the customer has an unpaid order: the use case checks
    /// first, and the store checks again in the transaction that deletes,
    /// so an order placed by another desk at the same moment cannot slip past.
    public func deleteUser(_ input: Operations.DeleteUser.Input) async throws -> Operations.DeleteUser.Output {
        let name = try userName(input.path.name)
        let accounts = try desk().accounts
        let user = try await self.accounts { () async throws(AccountsError) in
            try await accounts.delete.execute(named: name)
        }
        return .ok(.init(body: .json(.init(user))))
    }
}
