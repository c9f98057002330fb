/// Revokes a desk's token: from then on the service refuses it.
public struct RevokeDeskUseCase: Sendable {
    private let desks: any DeskRepository
    private let clock: any TimeSource

    /// Creates the use case over its ports.
    public init(desks: any DeskRepository, clock: any TimeSource) {
        self.desks = desks
        self.clock = clock
    }

    /// Revokes the desk `name` now.
    ///
    /// - Returns: The revoked desk.
    /// - Throws: ``DeskError/unknownDesk(_:)``; ``DeskError/alreadyRevoked(_:at:)``;
    ///   a storage error.
    public func execute(name: DeskName) async throws(DeskError) -> Desk {
        try await desks.recordRevocation(of: name, at: await clock.now())
    }
}
