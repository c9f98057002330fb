public import MarqueeDomain

/// Halls, prices, screenings and orders for tests, here and in other packages.
///
/// Built with throwing helpers rather than trapping ones: a bad fixture fails
/// the test that uses it, with the domain error.
public enum BoxOfficeFixtures {
    /// An amount in euros from cents: `euros(1250)` is 12.50 EUR.
    public static func euros(_ cents: Int64) -> Money {
        Money(minorUnits: cents, currency: .eur)
    }

    /// The usual ticket price, 12.50 EUR.
    public static let ticketPrice = euros(1250)

    /// A hall named `name`.
    public static func hall(_ name: String = "A") throws(BoxOfficeError) -> Hall {
        try Hall(name)
    }

    /// A screening identifier from `raw`.
    public static func screeningID(_ raw: String) throws(BoxOfficeError) -> ScreeningID {
        try ScreeningID(raw)
    }

    /// An order identifier from `raw`.
    public static func orderID(_ raw: String) throws(BoxOfficeError) -> OrderID {
        try OrderID(raw)
    }

    /// A screening with sensible defaults: Alien (117 min) in hall A, starting
    /// `startsInMinutes` after ``SharedFixtures/now``, 10 seats at 12.50 EUR.
    public static func screening(
        _ id: String = "screening-1",
        movie: Movie = MovieFixtures.alien,
        hall: String = "A",
        startsInMinutes: Int = 24 * 60,
        runtimeMinutes: Int = 117,
        capacity: Int = 10,
        ticketPrice: Money = ticketPrice,
        seatsSold: Int = 0
    ) throws(BoxOfficeError) -> Screening {
        try Screening(
            id: ScreeningID(id), movieID: movie.id, movieTitle: movie.title, hall: Hall(hall),
            startsAt: SharedFixtures.now(plus: startsInMinutes), runtimeMinutes: runtimeMinutes,
            capacity: capacity, ticketPrice: ticketPrice, seatsSold: seatsSold
        )
    }

    /// An order of `quantity` tickets for `screening`, placed at ``SharedFixtures/now``
    /// (held until `heldUntil`; `nil`, until paid or cancelled).
    public static func order(
        _ id: String = "order-1",
        customer: UserID,
        screening: Screening,
        quantity: Int = 2,
        status: OrderStatus = .unpaid,
        placedBy: DeskName? = nil,
        heldUntil: Timestamp? = nil
    ) throws(BoxOfficeError) -> Order {
        try Order(
            id: OrderID(id), customer: customer,
            lines: [OrderLine(screeningID: screening.id, quantity: quantity, unitPrice: screening.ticketPrice)],
            placedAt: SharedFixtures.now, placedBy: placedBy, heldUntil: heldUntil, status: status
        )
    }
}
