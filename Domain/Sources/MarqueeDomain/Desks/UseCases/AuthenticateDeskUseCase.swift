/// Tells which desk a presented token opens the service for.
public struct AuthenticateDeskUseCase: Sendable {
    private let desks: any DeskRepository
    private let tokens: any DeskTokens

    /// Creates the use case over its ports.
    public init(desks: any DeskRepository, tokens: any DeskTokens) {
        self.desks = desks
        self.tokens = tokens
    }

    /// The desk whose token `token` is, unless it is revoked.
    ///
    /// The stored digest is compared again in constant time
    /// (``DeskTokenDigest/matches(_:)``), so a store that found it loosely
    /// cannot let a wrong token in.
    ///
    /// - Returns: The desk, or `nil` for a token that opens nothing (unknown,
    ///   or revoked).
    /// - Throws: a storage error.
    public func execute(token: DeskToken) async throws(DeskError) -> Desk? {
        let digest = tokens.digest(of: token)
        guard let credential = try await desks.credential(withTokenDigest: digest),
            credential.tokenDigest.matches(digest), !credential.desk.isRevoked
        else { return nil }
        return credential.desk
    }
}
