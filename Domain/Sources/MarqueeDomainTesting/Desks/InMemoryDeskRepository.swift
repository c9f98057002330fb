public import MarqueeDomain

/// A ``/MarqueeDomain/DeskRepository`` held in memory, for tests of code that uses the port.
public actor InMemoryDeskRepository: DeskRepository {
    private var credentials: [DeskName: DeskCredential] = [:]

    /// Creates an empty repository.
    public init() {}

    /// Keeps the port's contract over memory.
    public func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError) {
        guard credentials[desk.name] == nil else { throw .deskNameTaken(desk.name) }
        credentials[desk.name] = DeskCredential(desk: desk, tokenDigest: tokenDigest)
    }

    /// Keeps the port's contract over memory.
    public func desk(named name: DeskName) async throws(DeskError) -> Desk? {
        credentials[name]?.desk
    }

    /// Keeps the port's contract over memory.
    public func allDesks() async throws(DeskError) -> [Desk] {
        credentials.values.map(\.desk).sorted { $0.name.normalized < $1.name.normalized }
    }

    /// Keeps the port's contract over memory.
    public func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk {
        guard let credential = credentials[name] else { throw .unknownDesk(name) }
        var desk = credential.desk
        try desk.revoke(at: time)
        credentials[name] = DeskCredential(desk: desk, tokenDigest: credential.tokenDigest)
        return desk
    }

    /// Keeps the port's contract over memory.
    public func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential? {
        credentials.values.first { $0.tokenDigest == digest }
    }
}

/// ``/MarqueeDomain/DeskTokens`` that tests can read: tokens `token-1`,
/// `token-2`, … and the digest `digest:` followed by the token reversed.
///
/// Not a hash: only for tests, where a readable digest shows what was stored.
public actor ReadableDeskTokens: DeskTokens {
    private var issued = 0

    /// Creates the sequence, starting at `token-1`.
    public init() {}

    /// The next token of the sequence.
    public func newToken() async -> DeskToken {
        issued += 1
        guard let token = try? DeskToken("token-\(issued)") else { preconditionFailure("token-N is a valid token") }
        return token
    }

    /// `digest:` and the token reversed.
    public nonisolated func digest(of token: DeskToken) -> DeskTokenDigest {
        DeskTokenDigest(hex: "digest:" + String(token.secret.reversed()))
    }
}
