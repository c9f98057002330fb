public import MarqueeDomain

/// One row of the users list, ready to show.
public struct UserRow: Equatable, Sendable, Identifiable {
    /// The user's identity.
    public let id: UserID
    /// The name as its owner spelled it.
    public let name: String

    /// Creates the row for a user.
    public init(user: User) {
        id = user.id
        name = user.name.displayName
    }
}
