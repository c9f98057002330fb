/// Deletes a customer's account over the ports — refused while they owe
/// money for an order.
///
/// Paid and cancelled orders stay as the box office's history; only unpaid
/// ones block the deletion, so nobody escapes a bill by leaving.
public struct DeleteUserInteractor: DeleteUserUseCase {
    private let users: any UserRepository
    private let orders: any OrderRepository
    private let desk: Desk?

    /// Creates the use case over the users port and the box office's orders port.
    ///
    /// - Parameters:
    ///   - users: The customers.
    ///   - orders: The orders.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/deleteCustomer``; `nil` where no desk is involved.
    public init(users: any UserRepository, orders: any OrderRepository, desk: Desk? = nil) {
        self.users = users
        self.orders = orders
        self.desk = desk
    }

    public func execute(named name: UserName) async throws(AccountsError) -> User {
        try desk?.authorize(.deleteCustomer, as: AccountsError.self)
        guard let user = try await users.user(named: name) else { throw .noUserNamed(name) }
        try await delete(user.id)
        return user
    }

    /// Deletes the user `id`.
    ///
    /// The check here fails fast with a precise error; a store that keeps
    /// orders beside users repeats it in the transaction that deletes (see
    /// ``UserRepository/delete(_:)``), so an order placed at the same moment
    /// cannot slip past it.
    ///
    /// - Throws: ``AccountsError/userNotFound(_:)``; ``AccountsError/userHasUnpaidOrders(_:)``;
    ///   ``AccountsError/notPermitted(_:)``; ``AccountsError/storageFailed(_:)`` when either
    ///   storage fails. Nothing is deleted when it throws.
    public func execute(_ id: UserID) async throws(AccountsError) {
        try desk?.authorize(.deleteCustomer, as: AccountsError.self)
        guard try await users.user(withID: id) != nil else { throw .userNotFound(id) }
        try await delete(id)
    }

    private func delete(_ id: UserID) async throws(AccountsError) {
        let owes: Bool
        do {
            owes = try await orders.hasUnpaidOrders(for: id)
        } catch {
            throw AccountsError(boxOffice: error)
        }
        guard !owes else { throw .userHasUnpaidOrders(id) }
        try await users.delete(id)
    }
}
