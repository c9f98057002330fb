/// The domain service that answers "is this name taken?".
///
/// Not a method on ``User``: a new user asking itself whether its own name is
/// taken reads wrong, and the answer needs every other user. Not hidden in
/// ``UserRepository`` either: the rule (names are unique ignoring case, and
/// your own current name never counts against you) is domain knowledge, and
/// the repository's job ends at finding users.
public struct UserNameAvailability: Sendable {
    private let users: any UserRepository

    /// Creates the service over the users port.
    public init(users: any UserRepository) {
        self.users = users
    }

    /// Whether someone other than `owner` already holds `name`.
    ///
    /// - Parameters:
    ///   - name: The name wanted.
    ///   - owner: The user who wants it, when renaming; that user's own name
    ///     (in any letter case) is not taken.
    /// - Throws: ``AccountsError/storageFailed(_:)`` when storage fails.
    public func isTaken(_ name: UserName, byAnyoneOtherThan owner: UserID? = nil) async throws(AccountsError) -> Bool {
        guard let holder = try await users.user(named: name) else { return false }
        return holder.id != owner
    }
}
