import MarqueeDomain

/// The users list, and what an action changed, as plain text lines.
public enum UsersTextScreen {
    /// The list's lines: a count, then one row per user (id, name), by name.
    public static func lines(_ state: UsersState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard state.hasLoaded else { return ["Loading users…"] }
        guard !state.rows.isEmpty else { return ["No users yet. Register one with: marquee users register <name>"] }
        let idWidth = max(2, state.rows.map(\.id.rawValue.count).max() ?? 0)
        var lines = [state.rows.count == 1 ? "1 user" : "\(state.rows.count) users", ""]
        lines.append(TextColumns.fit("ID", width: idWidth) + "  Name")
        lines += state.rows.map { TextColumns.fit($0.id.rawValue, width: idWidth) + "  " + $0.name }
        return lines
    }

    /// One line confirming what an action changed.
    public static func lines(change: UsersState.Change) -> [String] {
        switch change {
        case let .registered(user):
            ["Registered \(user.name) (user id \(user.id))."]
        case let .renamed(oldName, user):
            ["Renamed \(oldName) to \(user.name) (user id \(user.id))."]
        case let .deleted(user):
            ["Deleted \(user.name) (user id \(user.id))."]
        }
    }
}
