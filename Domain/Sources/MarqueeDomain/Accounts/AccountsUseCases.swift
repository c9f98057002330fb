/// Every use case of the Accounts context: what each front end (the
/// commands, the full-screen app, the service's handlers) takes.
///
/// Built either over the ports, running each use case's interactor here
/// (``init(users:orders:ids:desk:)``), or from other implementations of the
/// same boundaries (``init(register:rename:delete:list:find:)``): a desk of
/// the box office service passes its remote clients, each one request to
/// the service, which runs the interactors with its own store.
public struct AccountsUseCases: Sendable {
    /// Registers a customer.
    public let register: any RegisterUserUseCase
    /// Renames a customer.
    public let rename: any RenameUserUseCase
    /// Deletes a customer who owes nothing.
    public let delete: any DeleteUserUseCase
    /// Lists the customers.
    public let list: any ListUsersUseCase
    /// Finds a customer by name.
    public let find: any FindUserUseCase

    /// Builds the interactors over the context's ports.
    ///
    /// - Parameters:
    ///   - users: Where accounts are kept.
    ///   - orders: The box office's orders, asked whether a customer owes money.
    ///   - ids: Where new users' identities come from.
    ///   - desk: The desk they run for, whose role each write checks; `nil`
    ///     where no desk is involved (the command line on its own data file).
    public init(users: any UserRepository, orders: any OrderRepository, ids: any IDGenerator, desk: Desk? = nil) {
        register = RegisterUserInteractor(users: users, ids: ids, desk: desk)
        rename = RenameUserInteractor(users: users, desk: desk)
        delete = DeleteUserInteractor(users: users, orders: orders, desk: desk)
        list = ListUsersInteractor(users: users)
        find = FindUserInteractor(users: users)
    }

    /// Gathers implementations of the context's boundaries.
    public init(
        register: any RegisterUserUseCase, rename: any RenameUserUseCase, delete: any DeleteUserUseCase,
        list: any ListUsersUseCase, find: any FindUserUseCase
    ) {
        self.register = register
        self.rename = rename
        self.delete = delete
        self.list = list
        self.find = find
    }
}
