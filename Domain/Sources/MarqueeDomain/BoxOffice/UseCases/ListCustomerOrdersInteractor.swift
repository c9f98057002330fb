/// Lists a customer's orders, newest first, with the screenings they name,
/// over the ports: the customer, the orders and the screenings are each read once.
public struct ListCustomerOrdersInteractor: ListCustomerOrdersUseCase {
    private let listing: OrderListing

    /// Creates the use case over the orders, users and screenings ports.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        holds: SeatHolds? = nil
    ) {
        listing = OrderListing(orders: orders, users: users, screenings: screenings, holds: holds)
    }

    /// Every order `customer` placed, newest first (ties by identifier).
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try await listing.releaseExpired()
        return try await listing.orders.orders(for: customer).sorted { ($0.placedAt, $1.id) > ($1.placedAt, $0.id) }
    }

    public func execute(customerNamed name: UserName) async throws(BoxOfficeError) -> CustomerOrders {
        let customer = try await listing.customers.customer(named: name)
        let placed = try await execute(customer: customer.id)
        let named = try await listing.screenings.screenings(
            withIDs: Set(placed.flatMap { $0.lines.map(\.screeningID) }))
        return CustomerOrders(customer: customer, orders: placed, screenings: named)
    }
}
