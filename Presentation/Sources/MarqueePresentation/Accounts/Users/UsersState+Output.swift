public import MarqueeCommandLine
import MarqueeTerminalModel
public import MarqueeDomain

extension UsersState {
    /// The list as `marquee users list` prints it: a count, then one row per
    /// user (id, name), by name.
    public var textLines: [String] {
        if let error { return [error.userMessage] }
        guard !rows.isEmpty else { return [headline(for: .commandLine)] }
        let idWidth = max(2, rows.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0)
        return [headline(for: .commandLine), "", TerminalText.fit("ID", width: idWidth) + "  Name"]
            + rows.map { TerminalText.fit($0.id.rawValue, width: idWidth) + "  " + $0.name }
    }

    /// `users list --json`: `{"users": [user…]}` by name.
    public var json: JSONValue {
        .object(["users": .array(users.map(\.json))])
    }
}

extension User {
    /// One user's stable JSON form, `{"id": String, "name": String}` (the
    /// name as its owner spelled it), printed by `users register`, `rename`
    /// and `delete` with `--json`. Field names are part of Marquee's
    /// documented interface.
    public var json: JSONValue {
        .object(["id": .string(id.rawValue), "name": .string(name.displayName)])
    }
}
