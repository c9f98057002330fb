/// A ticket desk allowed to use the box office service: an entity known by
/// its ``DeskName``, trusted with a ``DeskRole``, added once and revoked at
/// most once.
///
/// The desk's token is not part of it: only the token's digest is stored
/// (see ``DeskRepository``), and the token itself is shown once, when the
/// desk is added.
public struct Desk: Hashable, Sendable {
    /// The desk's name, its identity.
    public let name: DeskName
    /// What it may do (see ``DeskAction/permittedRoles``).
    public let role: DeskRole
    /// When the desk was added.
    public let addedAt: Timestamp
    /// When its token was revoked; `nil` while it may use the service.
    public private(set) var revokedAt: Timestamp?

    /// Creates a desk.
    public init(name: DeskName, role: DeskRole, addedAt: Timestamp, revokedAt: Timestamp? = nil) {
        self.name = name
        self.role = role
        self.addedAt = addedAt
        self.revokedAt = revokedAt
    }

    /// Whether the desk's token no longer opens the service.
    public var isRevoked: Bool { revokedAt != nil }

    /// Checks that the desk's role allows `action`.
    ///
    /// - Throws: ``PermissionDenied`` when it does not.
    public func authorize(_ action: DeskAction) throws(PermissionDenied) {
        guard action.permittedRoles.contains(role) else {
            throw PermissionDenied(desk: name, role: role, action: action)
        }
    }

    /// Revokes the desk's token.
    ///
    /// - Throws: ``DeskError/alreadyRevoked(_:at:)`` when it was revoked before.
    public mutating func revoke(at time: Timestamp) throws(DeskError) {
        if let revokedAt { throw .alreadyRevoked(name, at: revokedAt) }
        revokedAt = time
    }
}
