public import MarqueeDomain

/// A context `marquee serve` serves beside the box office: its use cases
/// for each desk, built over the server's own store, so a desk's request
/// runs the context's rules and its role is checked there.
///
/// A feature registers one (`Feature(…, served:)`); `Scripts/new-feature
/// --endpoint` writes it with the feature's routes:
///
/// ```swift
/// static let giftCardsServed = ServedContext(stores: (any GiftCardStores).self, command: "gift-card") {
///     stores, desk in
///     GiftCardUseCases(giftCards: stores.giftCards, ids: RandomIDGenerator(prefix: "gift-card-"), desk: desk)
/// }
/// ```
public struct ServedContext: Sendable {
    /// The command the context is reached by, named when the store cannot keep it.
    let command: String
    private let make: @Sendable (any Sendable) -> (@Sendable (Desk) -> any Sendable)?

    /// A context whose use cases are built, for each desk, over the server's
    /// store seen as `Kind` (the context's own stores protocol).
    ///
    /// - Parameters:
    ///   - stores: The protocol the server's store must conform to.
    ///   - command: The context's command, named when the store does not.
    ///   - useCases: The context's use cases for a desk over that store.
    public init<Kind: Sendable, UseCases: Sendable>(
        stores _: Kind.Type, command: String, useCases: @escaping @Sendable (Kind, Desk) -> UseCases
    ) {
        self.command = command
        make = { stores in
            guard let kind = stores as? Kind else { return nil }
            return { desk in useCases(kind, desk) }
        }
    }

    /// The use cases for each desk over `stores`, or `nil` when that store
    /// does not keep the context.
    func useCases(over stores: any Sendable) -> (@Sendable (Desk) -> any Sendable)? {
        make(stores)
    }
}
