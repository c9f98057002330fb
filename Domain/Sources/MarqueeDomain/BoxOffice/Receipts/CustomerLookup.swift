/// Reads customers for the box office, turning Accounts' storage errors into
/// the Box office context's own.
struct CustomerLookup: Sendable {
    let users: any UserRepository

    /// The user named `name`.
    ///
    /// - Throws: ``BoxOfficeError/unknownCustomerName(_:)`` when nobody has the
    ///   name; ``BoxOfficeError/storageFailed(_:)``.
    func customer(named name: UserName) async throws(BoxOfficeError) -> User {
        guard let user = try await read({ () async throws(AccountsError) in try await users.user(named: name) }) else {
            throw .unknownCustomerName(name)
        }
        return user
    }

    /// The user with this identifier, or `nil`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func customer(withID id: UserID) async throws(BoxOfficeError) -> User? {
        try await read { () async throws(AccountsError) in try await users.user(withID: id) }
    }

    /// Every customer, by identifier (a deleted one is not among them).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func allCustomers() async throws(BoxOfficeError) -> [UserID: User] {
        do throws(AccountsError) {
            return Dictionary(try await users.allUsers().map { ($0.id, $0) }) { first, _ in first }
        } catch {
            throw BoxOfficeError(accounts: error)
        }
    }

    private func read(_ body: () async throws(AccountsError) -> User?) async throws(BoxOfficeError) -> User? {
        do throws(AccountsError) {
            return try await body()
        } catch {
            throw BoxOfficeError(accounts: error)
        }
    }
}
