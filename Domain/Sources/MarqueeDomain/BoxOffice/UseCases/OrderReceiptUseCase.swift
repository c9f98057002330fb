/// Describes an order for a person: its customer and its screenings, read
/// once each (past screenings included), so a summary never loads the whole
/// program to label its lines.
public struct OrderReceiptUseCase: Sendable {
    private let customers: CustomerLookup
    private let screenings: any ScreeningRepository

    /// Creates the use case over the users and screenings ports.
    public init(users: any UserRepository, screenings: any ScreeningRepository) {
        customers = CustomerLookup(users: users)
        self.screenings = screenings
    }

    /// The receipt of `order`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(_ order: Order) async throws(BoxOfficeError) -> OrderReceipt {
        let customer = try await customers.customer(withID: order.customer)
        let named = try await screenings.screenings(withIDs: Set(order.lines.map(\.screeningID)))
        return OrderReceipt(order: order, customer: customer, screenings: named)
    }
}
