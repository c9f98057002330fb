public import MarqueeDomain
public import MarqueeInfrastructure

/// One store's repositories, opened: the SQLite file's (`SQLiteStores`) or a
/// PostgreSQL server's (`PostgreSQLStores`). The composition takes every
/// repository from one value of this type, so nothing above the store's own
/// module names its driver.
///
/// A feature with its own repository adds a protocol of its own beside its
/// record (`GiftCardStores` with `var giftCards`) and conforms each store's
/// value to it in that store's module; the composition asks the opened store
/// for it by that protocol.
public protocol Stores: Sendable {
    /// Customers.
    var users: any UserRepository { get }
    /// Screenings, halls and orders: one store for both, so an order and its seats change together.
    var boxOffice: any ScreeningRepository & OrderRepository { get }
    /// The sample cinema's record in this store.
    var samples: any SampleCinemaStore { get }
    /// The desks allowed to use the box office service.
    var desks: any DeskRepository { get }
    /// One desk's recent searches.
    func queries(of desk: DeskName) -> any MovieQueriesRepository
    /// Where the service keeps its answers to `Idempotency-Key` requests;
    /// `nil` when the store cannot be written at all.
    var idempotency: (any IdempotencyStore)? { get }
    /// Where the store is, as its failures name it.
    var place: StoragePlace { get }
    /// A text that changes with every commit to the store from any process,
    /// or `nil` when the store has none (a server several processes write).
    func revision() async -> String?
    /// Closes what the store opened; call it once as the program ends.
    func close() async
}

extension UnavailableStorage: Stores {
    public var users: any UserRepository { self }
    public var boxOffice: any ScreeningRepository & OrderRepository { self }
    public var samples: any SampleCinemaStore { self }
    public var desks: any DeskRepository { self }
    public func queries(of desk: DeskName) -> any MovieQueriesRepository { self }
    /// None: nothing can be written, and the service's readiness says so.
    public var idempotency: (any IdempotencyStore)? { nil }
    public var place: StoragePlace { failure.place }
    public func revision() async -> String? { nil }
    public func close() async {}
}
