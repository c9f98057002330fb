/// Everything that can go wrong with __labels__.
///
/// Closed on purpose: use cases and ports throw it with typed throws, so every
/// caller can switch over it exhaustively. The wording shown to people is
/// built in Presentation, not here.
public enum __Name__Error: Error, Equatable, Sendable {
    /// An identifier that breaks the identifier rules (see ``IDGenerator``).
    case invalidID(String)
    /// A title that breaks a rule of ``__Name__Title``.
    case invalidTitle(__Name__Title.Problem)
    /// A stored __label__ (by its stored identifier) breaks a rule no
    /// __label__ can break: edited by hand, or written by a broken program.
    case unreadable(id: String)
    /// Storage for __labels__ failed.
    case storageFailed(StorageFailure)
    /// The desk's role does not allow the action (see ``DeskAction/add__Name__``); nothing was done.  // new-feature: endpoint
    case notPermitted(PermissionDenied)  // new-feature: endpoint
}
