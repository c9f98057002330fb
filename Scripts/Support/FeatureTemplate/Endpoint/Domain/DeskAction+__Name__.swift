extension DeskAction {
    /// Adds a __label__: a manager's (the roles that may are set here, and
    /// nowhere else).
    public static let add__Name__ = DeskAction("add__Name__", permittedRoles: [.manager])
}

extension __Name__Error: PermissionRefusal {}
