/// What a desk is trusted with at the box office service.
///
/// A clerk sells: registers customers, places, pays and cancels unpaid
/// orders. A manager also runs the program and the customer list and gives
/// money back: schedules screenings, renames and deletes customers, refunds
/// paid orders. Which role may take which
/// action is one table, ``DeskAction/permittedRoles``.
public enum DeskRole: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Sells tickets and registers customers.
    case clerk
    /// Everything a clerk does, and schedules screenings, renames and deletes
    /// customers, refunds paid orders.
    case manager

    /// Reads a role as people type it (`clerk`, `Manager`).
    ///
    /// - Returns: `nil` for a text that names no role.
    public init?(named text: String) {
        self.init(rawValue: text.trimmingWhitespace().lowercased())
    }

    /// The role's name, `clerk` or `manager`.
    public var description: String { rawValue }
}
