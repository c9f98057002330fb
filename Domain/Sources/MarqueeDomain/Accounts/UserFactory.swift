/// Makes new users with fresh identities from the ``IDGenerator`` port.
public struct UserFactory: Sendable {
    private let ids: any IDGenerator

    /// Creates the factory over the ID-generator port.
    public init(ids: any IDGenerator) {
        self.ids = ids
    }

    /// A new user with a fresh identifier.
    ///
    /// - Throws: ``AccountsError/invalidUserID(_:)`` when the generator breaks its contract.
    public func makeUser(named name: UserName) async throws(AccountsError) -> User {
        let raw = await ids.nextID()
        return User(id: try UserID(raw), name: name)
    }
}
