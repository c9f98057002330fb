/// A customer of the box office: an entity identified by its ``UserID``.
///
/// Equality compares every field, like the other Domain types, so a stored
/// copy can be checked against the original; whether two values are *the same
/// user* is a question for ``id``, which survives every rename.
public struct User: Identifiable, Hashable, Sendable {
    /// The user's identity, fixed at registration.
    public let id: UserID
    /// The name the user is known by now.
    public private(set) var name: UserName

    /// Creates a user; new users come from ``UserFactory``, stored ones from a repository.
    public init(id: UserID, name: UserName) {
        self.id = id
        self.name = name
    }

    /// Gives the user a new name, keeping the identity.
    ///
    /// Whether another user already holds the name is not this user's
    /// question to answer: ask ``UserNameAvailability`` first.
    public mutating func rename(to newName: UserName) {
        name = newName
    }
}
