/// Every use case of the Accounts context, built once over its ports.
public struct AccountsUseCases: Sendable {
    /// Registers a customer.
    public let register: RegisterUserUseCase
    /// Renames a customer.
    public let rename: RenameUserUseCase
    /// Deletes a customer who owes nothing.
    public let delete: DeleteUserUseCase
    /// Lists the customers.
    public let list: ListUsersUseCase
    /// Finds a customer by name or identity.
    public let find: FindUserUseCase

    /// Builds the use cases over the context's ports.
    ///
    /// - Parameters:
    ///   - users: Where accounts are kept.
    ///   - orders: The box office's orders, asked whether a customer owes money.
    ///   - ids: Where new users' identities come from.
    public init(users: any UserRepository, orders: any OrderRepository, ids: any IDGenerator) {
        register = RegisterUserUseCase(users: users, ids: ids)
        rename = RenameUserUseCase(users: users)
        delete = DeleteUserUseCase(users: users, orders: orders)
        list = ListUsersUseCase(users: users)
        find = FindUserUseCase(users: users)
    }
}
