/// Tickets for one screening within an ``Order``: how many, at what price each.
public struct OrderLine: Hashable, Sendable {
    /// The screening the tickets are for.
    public let screeningID: ScreeningID
    /// How many tickets: at least 1, at most the largest capacity a screening can have.
    public let quantity: Int
    /// The price of one ticket when the order was placed.
    public let unitPrice: Money
    /// `unitPrice` times `quantity`.
    public let subtotal: Money

    /// Creates a line.
    ///
    /// - Throws: ``BoxOfficeError/invalidQuantity(_:)`` below 1 or above
    ///   `Screening.capacityRange.upperBound`;
    ///   ``BoxOfficeError/invalidPrice(_:)`` for a negative price;
    ///   ``BoxOfficeError/overflow`` when the subtotal cannot be held.
    public init(screeningID: ScreeningID, quantity: Int, unitPrice: Money) throws(BoxOfficeError) {
        guard (1...Screening.capacityRange.upperBound).contains(quantity) else { throw .invalidQuantity(quantity) }
        guard !unitPrice.isNegative else { throw .invalidPrice(unitPrice.description) }
        self.screeningID = screeningID
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.subtotal = try unitPrice.multiplied(by: quantity)
    }
}
