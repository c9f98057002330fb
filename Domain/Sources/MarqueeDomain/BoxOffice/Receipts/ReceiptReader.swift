/// Describes an order for a person: its customer and its screenings, read
/// once each (past screenings included), so a receipt never loads the whole
/// program to label its lines.
struct ReceiptReader: Sendable {
    let customers: CustomerLookup
    let screenings: any ScreeningRepository

    init(users: any UserRepository, screenings: any ScreeningRepository) {
        customers = CustomerLookup(users: users)
        self.screenings = screenings
    }

    /// The receipt of `order`.
    ///
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    func receipt(for order: Order) async throws(BoxOfficeError) -> OrderReceipt {
        var customer: User?
        if let id = order.customer { customer = try await customers.customer(withID: id) }
        let named = try await screenings.screenings(withIDs: Set(order.lines.map(\.screeningID)))
        return OrderReceipt(order: order, customer: customer, screenings: named)
    }

    /// The receipt of an order just paid or cancelled. When its customer or
    /// screenings cannot be read, the order shows without them: it was paid
    /// or cancelled all the same, and failing now would say otherwise.
    func receiptAfterWrite(for order: Order) async -> OrderReceipt {
        do throws(BoxOfficeError) {
            return try await receipt(for: order)
        } catch {
            return OrderReceipt(order: order, customer: nil, screenings: [])
        }
    }
}
