/// Where users are kept: SQLite in the App, memory in tests.
///
/// Persistence only. Whether a name is free is a domain rule, answered by
/// ``UserNameAvailability`` through ``user(named:)``.
public protocol UserRepository: Sendable {
    /// Stores a new user or the new state of an existing one (same ``User/id``).
    ///
    /// The rule "names are unique" is checked by the use cases through
    /// ``UserNameAvailability``; an implementation also refuses to store a user
    /// whose name equals (``UserName`` equality) another user's, as the backstop
    /// for two registrations racing (a unique index on the normalized name).
    ///
    /// - Throws: ``AccountsError/userNameTaken(_:)`` when another user holds the
    ///   name; ``AccountsError/storageFailed(_:)`` when storage fails. Nothing
    ///   is written when it throws.
    func save(_ user: User) async throws(AccountsError)

    /// The user with this identifier, or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func user(withID id: UserID) async throws(AccountsError) -> User?

    /// The user whose name equals `name` — ignoring letter case, as
    /// ``UserName`` equality does — or `nil`.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func user(named name: UserName) async throws(AccountsError) -> User?

    /// Removes the user with this identifier; removing an unknown one does nothing.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func delete(_ id: UserID) async throws(AccountsError)

    /// Every user, in no particular order.
    ///
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    func allUsers() async throws(AccountsError) -> [User]
}
