/// The desks, revoked ones included, by name.
public struct ListDesksUseCase: Sendable {
    private let desks: any DeskRepository

    /// Creates the use case over the desks port.
    public init(desks: any DeskRepository) {
        self.desks = desks
    }

    /// Every desk, by name (ignoring letter case).
    ///
    /// - Throws: a storage error.
    public func execute() async throws(DeskError) -> [Desk] {
        try await desks.allDesks().sorted { $0.name.normalized < $1.name.normalized }
    }
}
