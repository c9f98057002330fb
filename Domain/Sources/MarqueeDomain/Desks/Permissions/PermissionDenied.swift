/// A desk asked for an action its role does not allow (see
/// ``DeskAction/permittedRoles``): nothing was done.
public struct PermissionDenied: Error, Hashable, Sendable {
    /// The desk that asked.
    public let desk: DeskName
    /// Its role.
    public let role: DeskRole
    /// What it asked to do.
    public let action: DeskAction

    /// Creates the refusal.
    public init(desk: DeskName, role: DeskRole, action: DeskAction) {
        self.desk = desk
        self.role = role
        self.action = action
    }

    /// The roles that may take the action, in the order of `DeskRole.allCases` (clerk, manager).
    public var permittedRoles: [DeskRole] {
        DeskRole.allCases.filter(action.permittedRoles.contains)
    }
}
