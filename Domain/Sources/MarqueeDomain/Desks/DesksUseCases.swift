/// Every use case of the desks allowed to use the box office service, built
/// once over their ports.
public struct DesksUseCases: Sendable {
    /// Adds a desk and hands out its token, once.
    public let add: AddDeskUseCase
    /// Lists the desks.
    public let list: ListDesksUseCase
    /// Revokes a desk's token.
    public let revoke: RevokeDeskUseCase
    /// Tells which desk a presented token opens the service for.
    public let authenticate: AuthenticateDeskUseCase

    /// Builds the use cases over the ports.
    ///
    /// - Parameters:
    ///   - desks: Where desks are kept.
    ///   - tokens: Where tokens and their digests come from.
    ///   - clock: The one clock.
    public init(desks: any DeskRepository, tokens: any DeskTokens, clock: any TimeSource) {
        add = AddDeskUseCase(desks: desks, tokens: tokens, clock: clock)
        list = ListDesksUseCase(desks: desks)
        revoke = RevokeDeskUseCase(desks: desks, clock: clock)
        authenticate = AuthenticateDeskUseCase(desks: desks, tokens: tokens)
    }
}
