/// What a customer asks for: a number of tickets for one screening.
public struct TicketRequest: Hashable, Sendable {
    /// The screening wanted.
    public let screeningID: ScreeningID
    /// How many tickets; checked when the order line is made.
    public let quantity: Int

    /// Creates a request.
    public init(screeningID: ScreeningID, quantity: Int) {
        self.screeningID = screeningID
        self.quantity = quantity
    }
}
