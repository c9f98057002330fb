/// Everything that can go wrong with the desks allowed to use the box office
/// service.
///
/// Closed on purpose, like the contexts' errors; Presentation words it.
public enum DeskError: Error, Equatable, Sendable {
    /// A desk name that breaks a rule of ``DeskName``.
    case invalidDeskName(DeskName.Problem)
    /// A presented token that cannot be one (empty, too long, not visible ASCII).
    case invalidToken
    /// Another desk already has this name, ignoring letter case.
    case deskNameTaken(DeskName)
    /// No desk has this name.
    case unknownDesk(DeskName)
    /// The desk's token was revoked already, at this time.
    case alreadyRevoked(DeskName, at: Timestamp)
    /// Storage for desks failed.
    case storageFailed(StorageFailure)
}
