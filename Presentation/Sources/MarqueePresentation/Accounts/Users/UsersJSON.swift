public import MarqueeDomain

/// The stable JSON forms of users: one user, `{"id": String, "name": String}`
/// (the name as its owner spelled it), printed by `users register`, `rename`
/// and `delete` with `--json`; and `users list --json`, `{"users": [user…]}`
/// by name. Field names are part of Marquee's documented interface.
public enum UsersJSON {
    /// One user.
    public static func user(_ user: User) -> JSONValue {
        .object(["id": .string(user.id.rawValue), "name": .string(user.name.displayName)])
    }

    /// The list in `state`.
    public static func document(_ state: UsersState) -> JSONValue {
        .object(["users": .array(state.users.map(user))])
    }
}
