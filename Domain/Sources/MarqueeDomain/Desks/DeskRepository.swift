/// Where desks are kept, each with the digest of its token (never the token).
public protocol DeskRepository: Sendable {
    /// Stores a newly added desk and the digest of its token.
    ///
    /// - Throws: ``DeskError/deskNameTaken(_:)`` when a desk of that name (in
    ///   any letter case) is stored, revoked or not; ``DeskError/storageFailed(_:)``.
    ///   Nothing is written when it throws.
    func add(_ desk: Desk, tokenDigest: DeskTokenDigest) async throws(DeskError)

    /// The desk with this name, or `nil`.
    ///
    /// - Throws: ``DeskError/storageFailed(_:)``.
    func desk(named name: DeskName) async throws(DeskError) -> Desk?

    /// Every desk, revoked ones included, by name.
    ///
    /// - Throws: ``DeskError/storageFailed(_:)``.
    func allDesks() async throws(DeskError) -> [Desk]

    /// Revokes the stored desk `name`: its ``Desk/revoke(at:)`` with `time`,
    /// stored if it succeeds.
    ///
    /// - Returns: The revoked desk, as stored.
    /// - Throws: ``DeskError/unknownDesk(_:)``; ``DeskError/alreadyRevoked(_:at:)``;
    ///   ``DeskError/storageFailed(_:)``. Nothing is written when it throws.
    func recordRevocation(of name: DeskName, at time: Timestamp) async throws(DeskError) -> Desk

    /// The desk whose token has this digest, with the digest as stored, or `nil`.
    ///
    /// - Throws: ``DeskError/storageFailed(_:)``.
    func credential(withTokenDigest digest: DeskTokenDigest) async throws(DeskError) -> DeskCredential?
}

/// A stored desk with the digest of its token.
public struct DeskCredential: Equatable, Sendable {
    /// The desk.
    public let desk: Desk
    /// The digest of its token, as stored.
    public let tokenDigest: DeskTokenDigest

    /// Pairs a desk with its token's digest.
    public init(desk: Desk, tokenDigest: DeskTokenDigest) {
        self.desk = desk
        self.tokenDigest = tokenDigest
    }
}

/// Where desk tokens come from and how they are kept: random tokens of high
/// entropy, and a one-way digest of each (SHA-256 in the App, a readable
/// stand-in in tests).
public protocol DeskTokens: Sendable {
    /// A new token, never handed out before.
    func newToken() async -> DeskToken

    /// The digest the store keeps instead of `token`.
    func digest(of token: DeskToken) -> DeskTokenDigest
}
