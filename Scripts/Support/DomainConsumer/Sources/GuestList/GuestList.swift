public import MarqueeDomain

/// Registers guests through the domain's use case, so the name rules and the
/// "names are unique" rule are the domain's, not this project's.
public struct GuestList: Sendable {
    private let register: any RegisterUserUseCase
    private let users: any UserRepository

    /// Creates a guest list over `users`, numbering guests `guest-1`, `guest-2`, ….
    public init(users: any UserRepository) {
        self.users = users
        self.register = RegisterUserInteractor(users: users, ids: GuestNumbers())
    }

    /// Registers a guest.
    ///
    /// - Throws: ``AccountsError`` when the name breaks the domain's rules or is taken.
    @discardableResult
    public func add(_ name: String) async throws(AccountsError) -> User {
        try await register.execute(name: UserName(name))
    }

    /// The display names of every guest, in the repository's order.
    public func names() async throws(AccountsError) -> [String] {
        try await users.allUsers().map(\.name.displayName)
    }
}

/// Identities for new guests, in sequence.
actor GuestNumbers: IDGenerator {
    private var next = 1

    func nextID() async -> String {
        defer { next += 1 }
        return "guest-\(next)"
    }
}
