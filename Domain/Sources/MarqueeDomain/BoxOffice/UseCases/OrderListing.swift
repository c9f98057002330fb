/// The ports a list of orders reads — orders, their customers and their
/// screenings — and the holds it expires before reading.
struct OrderListing: Sendable {
    let orders: any OrderRepository
    let customers: CustomerLookup
    let screenings: any ScreeningRepository
    private let holds: SeatHolds?

    init(
        orders: any OrderRepository, users: any UserRepository, screenings: any ScreeningRepository,
        holds: SeatHolds?
    ) {
        self.orders = orders
        customers = CustomerLookup(users: users)
        self.screenings = screenings
        self.holds = holds
    }

    /// Expires the orders whose hold has run out, where there are holds
    /// (``SeatHolds/releaseExpiredBeforeReading()``).
    func releaseExpired() async throws(BoxOfficeError) {
        try await holds?.releaseExpiredBeforeReading()
    }
}
