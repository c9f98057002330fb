public import MarqueeDomain

/// Users for tests, here and in other packages.
///
/// Built with throwing helpers rather than trapping ones: a bad fixture fails
/// the test that uses it, with the domain error.
public enum AccountsFixtures {
    /// A user identifier from `raw`.
    public static func userID(_ raw: String) throws(AccountsError) -> UserID {
        try UserID(raw)
    }

    /// A user name from `text`.
    public static func name(_ text: String) throws(AccountsError) -> UserName {
        try UserName(text)
    }

    /// A user with this identifier and name.
    public static func user(_ id: String, named name: String) throws(AccountsError) -> User {
        User(id: try UserID(id), name: try UserName(name))
    }

    /// Ellen Ripley's account, `user-ripley`.
    public static var ripley: User {
        get throws(AccountsError) { try user("user-ripley", named: "Ripley") }
    }

    /// Arthur Dallas's account, `user-dallas`.
    public static var dallas: User {
        get throws(AccountsError) { try user("user-dallas", named: "dallas.1979") }
    }
}
