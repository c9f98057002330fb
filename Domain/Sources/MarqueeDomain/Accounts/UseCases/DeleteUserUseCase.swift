/// Deletes a customer's account — refused while they owe money for an order.
///
/// Paid and cancelled orders stay as the box office's history; only unpaid
/// ones block the deletion, so nobody escapes a bill by leaving.
public struct DeleteUserUseCase: Sendable {
    private let users: any UserRepository
    private let orders: any OrderRepository

    /// Creates the use case over the users port and the box office's orders port.
    public init(users: any UserRepository, orders: any OrderRepository) {
        self.users = users
        self.orders = orders
    }

    /// Deletes the user `id`.
    ///
    /// An order placed at the very moment of the deletion can slip past this
    /// check: users and orders live in two contexts with no transaction in
    /// common. A user deleted that way keeps the order; the store can refuse
    /// it with a foreign key if that ever matters.
    ///
    /// - Throws: ``AccountsError/userNotFound(_:)``; ``AccountsError/userHasUnpaidOrders(_:)``;
    ///   ``AccountsError/storageFailed(_:)`` when either storage fails. Nothing is
    ///   deleted when it throws.
    public func execute(_ id: UserID) async throws(AccountsError) {
        guard try await users.user(withID: id) != nil else { throw .userNotFound(id) }
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
