/// Lists a customer's orders, newest first, with the screenings they name,
/// over the ports: the customer, the orders and the screenings are each read once.
public struct ListCustomerOrdersInteractor: ListCustomerOrdersUseCase {
    private let holds: SeatHolds?
    private let orders: any OrderRepository
    private let customers: CustomerLookup
    private let screenings: any ScreeningRepository

    /// Creates the use case over the orders, users and screenings ports.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        holds: SeatHolds? = nil
    ) {
        self.holds = holds
        self.orders = orders
        customers = CustomerLookup(users: users)
        self.screenings = screenings
    }

    /// Every order `customer` placed, newest first (ties by identifier).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await holds?.releaseExpiredBeforeReading()
        return try await orders.orders(for: customer).sorted { ($0.placedAt, $1.id) > ($1.placedAt, $0.id) }
    }

    public func execute(customerNamed name: UserName) async throws(BoxOfficeError) -> CustomerOrders {
        let customer = try await customers.customer(named: name)
        let placed = try await execute(customer: customer.id)
        let named = try await screenings.screenings(withIDs: Set(placed.flatMap { $0.lines.map(\.screeningID) }))
        return CustomerOrders(customer: customer, orders: placed, screenings: named)
    }
}
