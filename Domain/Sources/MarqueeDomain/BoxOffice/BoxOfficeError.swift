/// Everything that can go wrong in the Box office context.
///
/// Closed on purpose: use cases and ports throw it with typed throws, so every
/// caller can switch over it exhaustively. The wording shown to people is built
/// in Presentation, not here.
public enum BoxOfficeError: Error, Equatable, Sendable, PermissionRefusal {
    /// A screening or order identifier that breaks the identifier rules (see ``IDGenerator``).
    case invalidIdentifier(String)
    /// A currency code that is not three upper-case ASCII letters, or (for a
    /// screening's price) not an active ISO 4217 currency.
    case invalidCurrency(String)
    /// A price that is unreadable, negative, or has more decimals than its currency.
    case invalidPrice(String)
    /// A hall name that is not 1–16 ASCII letters or digits.
    case invalidHall(String)
    /// A capacity outside ``Screening/capacityRange``.
    case invalidCapacity(Int)
    /// A running time outside ``Screening/runtimeRange`` minutes.
    case invalidRuntime(Int)
    /// The catalog does not know how long this movie runs, and none was given.
    case runtimeUnknown(MovieID, title: String)
    /// A seat count below 1, or more seats released than were sold.
    case invalidQuantity(Int)
    /// Two amounts in different currencies were added, subtracted or compared.
    case mixedCurrencies(Currency, Currency)
    /// An amount grew past what ``Money`` can hold.
    case overflow
    /// An order without a single line.
    case emptyOrder
    /// An order with two lines for the same screening.
    case duplicateLine(ScreeningID)
    /// Fewer seats are left than were asked for.
    case soldOut(seatsLeft: Int)
    /// The order's status does not allow the action: only an unpaid order can
    /// be paid, and only an unpaid or paid one cancelled (a paid one is refunded).
    case orderNotUnpaid(OrderStatus)
    /// A screening cannot be scheduled to start at or before the current time.
    case screeningInPast(Timestamp)
    /// A screening cannot start more than `days` days after the current time
    /// (a year unless the cinema says otherwise).
    case screeningTooFarAhead(Timestamp, days: Int)
    /// A ticket price above ``PriceLimits/maximumTicketPrice(in:)`` for its currency.
    case priceTooHigh(Money)
    /// A screening's price changes only while none of its seats is sold or
    /// held; this many are.
    case priceLocked(seatsSold: Int)
    /// Tickets cannot be ordered for a screening that has already started.
    case screeningStarted(ScreeningID)
    /// The screening was called off: it sells nothing and changes no more.
    case screeningCancelled(ScreeningID)
    /// A hall of this name is there already.
    case hallExists(CinemaHall)
    /// A screening would have more seats than its hall: `asked`.
    case moreSeatsThanHall(CinemaHall, asked: Int)
    /// No hall has this name, and nothing says how many seats it has.
    case unknownHall(Hall)
    /// The hall is taken (including cleaning time) by this other screening.
    case hallBusy(conflicting: Screening)
    /// No user has this identifier.
    case unknownUser(UserID)
    /// No user has this name (front ends name customers as people type them).
    case unknownCustomerName(UserName)
    /// No screening has this identifier.
    case unknownScreening(ScreeningID)
    /// No order has this identifier.
    case unknownOrder(OrderID)
    /// The catalog has no movie with this identifier.
    case movieNotFound(MovieID)
    /// The catalog could not answer (offline, unauthorized, …).
    case catalogFailed(CatalogError)
    /// The sample cinema is loaded only into an empty box office (unless
    /// forced): it holds this many customers and screenings.
    case boxOfficeNotEmpty(customers: Int, screenings: Int)
    /// A sample cinema is loaded already; clear it first.
    case sampleAlreadyLoaded
    /// There is no sample cinema to clear.
    case noSampleLoaded
    /// The desk's role does not allow the action (scheduling, selling, paying
    /// or cancelling; see ``DeskAction/permittedRoles``); nothing was changed.
    case notPermitted(PermissionDenied)
    /// Storage for screenings, orders or users failed.
    case storageFailed(StorageFailure)
}
