/// Lists orders over the ports: one read of the screenings, one of the
/// orders that name them and one of the customers, however many orders.
public struct ListOrdersInteractor: ListOrdersUseCase {
    private let listing: OrderListing

    /// Creates the use case over the ports.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        holds: SeatHolds? = nil
    ) {
        listing = OrderListing(orders: orders, users: users, screenings: screenings, holds: holds)
    }

    public func execute(_ filter: OrderFilter) async throws(BoxOfficeError) -> [OrderReceipt] {
        try await listing.releaseExpired()
        var customer: UserID?
        if let name = filter.customer { customer = try await listing.customers.customer(named: name).id }
        let all = try await listing.screenings.allScreenings()
        if let id = filter.screening, !all.contains(where: { $0.id == id }) { throw .unknownScreening(id) }
        let admitted = all.filter(filter.admits)
        let found = try await listing.orders.orders(forScreenings: Set(admitted.map(\.id)))
        let listed =
            found
            .filter { order in
                (!filter.unpaidOnly || order.status.isUnpaid) && (customer.map { order.customer == $0 } ?? true)
            }
            .sorted { ($0.placedAt, $0.id.rawValue) > ($1.placedAt, $1.id.rawValue) }
        guard !listed.isEmpty else { return [] }
        let byID = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }
        let people = try await listing.customers.allCustomers()
        return listed.map { order in
            OrderReceipt(
                order: order, customer: order.customer.flatMap { people[$0] },
                screenings: Set(order.lines.map(\.screeningID)).compactMap { byID[$0] }.sorted { $0.id < $1.id })
        }
    }
}
