/// Adds a desk under a name no other desk holds and hands out its token.
public struct AddDeskUseCase: Sendable {
    private let desks: any DeskRepository
    private let tokens: any DeskTokens
    private let clock: any TimeSource

    /// Creates the use case over its ports.
    public init(desks: any DeskRepository, tokens: any DeskTokens, clock: any TimeSource) {
        self.desks = desks
        self.tokens = tokens
        self.clock = clock
    }

    /// Adds the desk `name` with `role`.
    ///
    /// - Returns: The desk and its token: the only time the token is known,
    ///   since only its digest is stored.
    /// - Throws: ``DeskError/deskNameTaken(_:)``; a storage error. Nothing is
    ///   stored when it throws.
    public func execute(name: DeskName, role: DeskRole) async throws(DeskError) -> (desk: Desk, token: DeskToken) {
        guard try await desks.desk(named: name) == nil else { throw .deskNameTaken(name) }
        let desk = Desk(name: name, role: role, addedAt: await clock.now())
        let token = await tokens.newToken()
        try await desks.add(desk, tokenDigest: tokens.digest(of: token))
        return (desk, token)
    }
}
