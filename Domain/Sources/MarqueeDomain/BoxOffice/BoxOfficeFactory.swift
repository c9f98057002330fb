/// Makes new screenings and orders with fresh identities from the
/// ``IDGenerator`` port — deterministic in tests, random in the App.
///
/// Knowing how a new aggregate is put together (where its identity comes
/// from) lives here once,
/// instead of in every use case.
public struct BoxOfficeFactory: Sendable {
    private let ids: any IDGenerator

    /// Creates the factory over the ID-generator port.
    public init(ids: any IDGenerator) {
        self.ids = ids
    }

    /// A new screening of `movie`, running `runtimeMinutes`, with no seats sold.
    ///
    /// - Throws: what ``Screening/init(id:movieID:movieTitle:hall:startsAt:runtimeMinutes:capacity:ticketPrice:seatsSold:cancellation:)``
    ///   throws, or ``BoxOfficeError/invalidIdentifier(_:)`` when the generator breaks its contract.
    public func makeScreening(
        of movie: Movie,
        in hall: Hall,
        at startsAt: Timestamp,
        runtimeMinutes: Int,
        capacity: Int,
        ticketPrice: Money
    ) async throws(BoxOfficeError) -> Screening {
        let raw = await ids.nextID()
        return try Screening(
            id: ScreeningID(raw), movieID: movie.id, movieTitle: movie.title, hall: hall, startsAt: startsAt,
            runtimeMinutes: runtimeMinutes,
            capacity: capacity, ticketPrice: ticketPrice
        )
    }

    /// A new order for `customer` (`nil`: a walk-in), placed by `desk`
    /// (`nil` where no desk is involved), unpaid and holding its seats until
    /// `heldUntil` (`nil`: until paid or cancelled) unless `status` says it
    /// was paid as it was placed.
    ///
    /// - Throws: what ``Order/init(id:customer:lines:placedAt:placedBy:heldUntil:status:settledBy:)`` throws, or
    ///   ``BoxOfficeError/invalidIdentifier(_:)`` when the generator breaks its contract.
    public func makeOrder(
        for customer: UserID?, lines: [OrderLine], at placedAt: Timestamp, by desk: DeskName? = nil,
        heldUntil: Timestamp? = nil, status: OrderStatus = .unpaid
    ) async throws(BoxOfficeError) -> Order {
        let raw = await ids.nextID()
        return try Order(
            id: OrderID(raw), customer: customer, lines: lines, placedAt: placedAt, placedBy: desk,
            heldUntil: status.isUnpaid ? heldUntil : nil, status: status, settledBy: desk)
    }
}
