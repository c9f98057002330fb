/// Orders tickets for a registered customer and holds the seats until the
/// order is paid or cancelled: the use case's boundary.
///
/// Every front end calls the box office through boundaries like this one.
/// ``PlaceOrderInteractor`` runs the use case over the ports (the command
/// line and the full-screen app on their own data file, and the box office
/// service for its desks); a desk of the service sends the request to it,
/// one request per call, and the service runs the interactor with its own
/// store, clock, identities and prices. Only the intent crosses: who, which
/// screenings, how many.
public protocol PlaceOrderUseCase: Sendable {
    /// Places an order for the customer named `name` — as people type it.
    ///
    /// Each screening must be bookable now (``BookableScreening``) and have
    /// the seats; each ticket costs the screening's price.
    ///
    /// - Returns: The new unpaid order with its customer and screenings (as
    ///   reserved by this order).
    /// - Throws: ``BoxOfficeError/unknownCustomerName(_:)``; ``BoxOfficeError/emptyOrder``;
    ///   ``BoxOfficeError/unknownScreening(_:)``; ``BoxOfficeError/screeningStarted(_:)``;
    ///   ``BoxOfficeError/soldOut(seatsLeft:)``; ``BoxOfficeError/invalidQuantity(_:)``;
    ///   ``BoxOfficeError/duplicateLine(_:)``; ``BoxOfficeError/mixedCurrencies(_:_:)``;
    ///   ``BoxOfficeError/overflow``; ``BoxOfficeError/notPermitted(_:)``; a storage
    ///   error. Nothing is written and no seat is held when it throws.
    func execute(customerNamed name: UserName, tickets: [TicketRequest]) async throws(BoxOfficeError)
        -> OrderReceipt

    /// Sells `tickets` to a walk-in: no registered customer, paid as it is
    /// placed (nobody to hold seats for), by the same rules as an order.
    ///
    /// - Returns: The new paid order (``Order/isWalkIn``) with its screenings.
    /// - Throws: as ``execute(customerNamed:tickets:)`` but for the customer;
    ///   ``BoxOfficeError/notPermitted(_:)`` unless the desk may place orders
    ///   and take payments. Nothing is written and no seat is sold when it throws.
    func sellWalkIn(tickets: [TicketRequest]) async throws(BoxOfficeError) -> OrderReceipt
}
