import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// A registered customer, a store with one screening (10 seats at 12.50 EUR,
/// tomorrow), a deterministic clock and ID generator.
struct OrderingWorld {
    let ripley: User
    let screening: Screening
    let users: InMemoryUserRepository
    let store = InMemoryBoxOfficeStore()
    let ids = IncrementingIDGenerator(prefix: "order-")
    let clock = ManualTimeSource()

    init(capacity: Int = 10) throws {
        ripley = try AccountsFixtures.ripley
        users = InMemoryUserRepository(users: [ripley])
        screening = try BoxOfficeFixtures.screening(capacity: capacity)
    }

    func prepared() async -> OrderingWorld {
        await store.insert(screening)
        return self
    }

    func placeOrder(by desk: Desk? = nil) -> PlaceOrderInteractor {
        PlaceOrderInteractor(users: users, screenings: store, orders: store, ids: ids, clock: clock, desk: desk)
    }

    var placeOrder: PlaceOrderInteractor { placeOrder() }

    func payOrder(by desk: Desk? = nil) -> PayOrderInteractor {
        PayOrderInteractor(orders: store, users: users, screenings: store, clock: clock, desk: desk)
    }

    var payOrder: PayOrderInteractor { payOrder() }

    func cancelOrder(by desk: Desk? = nil) -> CancelOrderInteractor {
        CancelOrderInteractor(orders: store, users: users, screenings: store, clock: clock, desk: desk)
    }

    var cancelOrder: CancelOrderInteractor { cancelOrder() }

    func seatsSold() async -> Int? {
        await store.storedScreenings.first { $0.id == screening.id }?.seatsSold
    }
}
