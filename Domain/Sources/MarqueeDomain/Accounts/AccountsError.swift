/// Everything that can go wrong in the Accounts context.
///
/// Closed on purpose: use cases and ports throw it with typed throws, so every
/// caller can switch over it exhaustively. The wording shown to people is built
/// in Presentation, not here.
public enum AccountsError: Error, Equatable, Sendable, PermissionRefusal {
    /// A user identifier that breaks the identifier rules (see ``IDGenerator``).
    case invalidUserID(String)
    /// A user name that breaks a rule of ``UserName``.
    case invalidUserName(UserName.Problem)
    /// Another user already has this name, ignoring letter case.
    case userNameTaken(UserName)
    /// No user has this identifier.
    case userNotFound(UserID)
    /// No user has this name (front ends name customers as people type them).
    case noUserNamed(UserName)
    /// The user still owes money for orders, so the account must stay.
    case userHasUnpaidOrders(UserID)
    /// The desk's role does not allow registering, renaming or deleting
    /// customers (see ``DeskAction/permittedRoles``); nothing was changed.
    case notPermitted(PermissionDenied)
    /// Storage for users (or the orders asked about them) failed.
    case storageFailed(StorageFailure)
}
