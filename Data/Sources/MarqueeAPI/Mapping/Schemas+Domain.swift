public import MarqueeDomain

extension Components.Schemas.Money {
    /// An amount on the wire.
    public init(_ money: Money) {
        self.init(minorUnits: money.minorUnits, currency: money.currency.code)
    }

    /// The amount, checked by Domain's rules.
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/invalidCurrency(_:)``, or
    ///   ``/MarqueeDomain/BoxOfficeError/invalidPrice(_:)`` when negative.
    public func toDomain() throws(BoxOfficeError) -> Money {
        let money = Money(minorUnits: minorUnits, currency: try Currency(currency))
        guard !money.isNegative else { throw .invalidPrice(money.description) }
        return money
    }
}

extension Components.Schemas.User {
    /// A user on the wire.
    public init(_ user: User) {
        self.init(id: user.id.rawValue, name: user.name.displayName)
    }

    /// The user, checked by Domain's rules.
    public func toDomain() throws(AccountsError) -> User {
        User(id: try UserID(id), name: try UserName(name))
    }
}

extension Components.Schemas.Screening {
    /// A screening on the wire, with the seats sold.
    public init(_ screening: Screening) {
        self.init(
            id: screening.id.rawValue, movieID: Int64(screening.movieID.rawValue), movieTitle: screening.movieTitle,
            hall: screening.hall.name, startsAt: screening.startsAt.date, runtimeMinutes: screening.runtimeMinutes,
            capacity: screening.capacity, seatsSold: screening.seatsSold,
            ticketPrice: Components.Schemas.Money(screening.ticketPrice))
    }

    /// The screening, checked by Domain's rules.
    public func toDomain() throws(BoxOfficeError) -> Screening {
        try Components.Schemas.ScreeningFields(
            movieID: movieID, movieTitle: movieTitle, hall: hall, startsAt: startsAt, runtimeMinutes: runtimeMinutes,
            capacity: capacity, ticketPrice: ticketPrice
        ).toDomain(id: ScreeningID(id), seatsSold: seatsSold)
    }
}

extension Components.Schemas.ScreeningFields {
    /// What scheduling a screening sends: everything but its id and seats sold.
    public init(_ screening: Screening) {
        self.init(
            movieID: Int64(screening.movieID.rawValue), movieTitle: screening.movieTitle, hall: screening.hall.name,
            startsAt: screening.startsAt.date, runtimeMinutes: screening.runtimeMinutes, capacity: screening.capacity,
            ticketPrice: Components.Schemas.Money(screening.ticketPrice))
    }

    /// The screening `id` these fields describe, checked by Domain's rules.
    public func toDomain(id: ScreeningID, seatsSold: Int = 0) throws(BoxOfficeError) -> Screening {
        guard let movie = try? MovieID(Int(clamping: movieID)) else { throw .movieNotFound(MovieID.unknown) }
        guard let startsAt = Timestamp(startsAt) else { throw .screeningInPast(.epoch) }
        return try Screening(
            id: id, movieID: movie, movieTitle: movieTitle, hall: try Hall(hall), startsAt: startsAt,
            runtimeMinutes: runtimeMinutes, capacity: capacity, ticketPrice: try ticketPrice.toDomain(),
            seatsSold: seatsSold)
    }
}

extension MovieID {
    /// Stands for an id that is no movie's, where an error needs one.
    static let unknown: MovieID = {
        guard let id = try? MovieID(Int.max) else { preconditionFailure("Int.max is a positive movie id") }
        return id
    }()
}

extension Components.Schemas.OrderStatus {
    /// A status on the wire.
    public init(_ status: OrderStatus) {
        switch status {
        case .unpaid: self.init(name: .unpaid)
        case let .paid(at): self.init(name: .paid, at: at.date)
        case let .cancelled(at): self.init(name: .cancelled, at: at.date)
        }
    }

    /// The status, or `nil` when a settled one lacks its time.
    public func toDomain() -> OrderStatus? {
        switch (name, at.flatMap(Timestamp.init)) {
        case (.unpaid, _): .unpaid
        case let (.paid, time?): .paid(at: time)
        case let (.cancelled, time?): .cancelled(at: time)
        case (.paid, nil), (.cancelled, nil): nil
        }
    }
}

extension Components.Schemas.OrderLineFields {
    /// A line as placing an order sends it.
    public init(_ line: OrderLine) {
        self.init(
            screeningID: line.screeningID.rawValue, quantity: line.quantity,
            unitPrice: Components.Schemas.Money(line.unitPrice))
    }

    /// The line, checked by Domain's rules.
    public func toDomain() throws(BoxOfficeError) -> OrderLine {
        try OrderLine(screeningID: ScreeningID(screeningID), quantity: quantity, unitPrice: try unitPrice.toDomain())
    }
}

extension Components.Schemas.OrderFields {
    /// What placing `order` sends: everything but its id and status.
    public init(_ order: Order) {
        self.init(
            customerID: order.customer.rawValue, lines: order.lines.map(Components.Schemas.OrderLineFields.init),
            placedAt: order.placedAt.date)
    }

    /// The new unpaid order `id` these fields describe, checked by Domain's rules.
    public func toDomain(id: OrderID) throws(BoxOfficeError) -> Order {
        guard let placedAt = Timestamp(placedAt) else { throw .emptyOrder }
        var domainLines: [OrderLine] = []
        for line in lines { domainLines.append(try line.toDomain()) }
        let customer: UserID
        do throws(AccountsError) {
            customer = try UserID(customerID)
        } catch {
            throw .invalidIdentifier(customerID)
        }
        return try Order(id: id, customer: customer, lines: domainLines, placedAt: placedAt)
    }
}

extension Components.Schemas.Order {
    /// An order on the wire.
    public init(_ order: Order) {
        self.init(
            id: order.id.rawValue, customerID: order.customer.rawValue,
            lines: order.lines.map { line in
                Components.Schemas.OrderLine(
                    screeningID: line.screeningID.rawValue, quantity: line.quantity,
                    unitPrice: Components.Schemas.Money(line.unitPrice),
                    subtotal: Components.Schemas.Money(line.subtotal))
            },
            total: Components.Schemas.Money(order.total), placedAt: order.placedAt.date,
            status: Components.Schemas.OrderStatus(order.status))
    }

    /// The order, checked by Domain's rules; `nil` for a status without its time.
    public func toDomain() throws(BoxOfficeError) -> Order? {
        guard let status = status.toDomain() else { return nil }
        let unpaid = try Components.Schemas.OrderFields(
            customerID: customerID,
            lines: lines.map { .init(screeningID: $0.screeningID, quantity: $0.quantity, unitPrice: $0.unitPrice) },
            placedAt: placedAt
        ).toDomain(id: OrderID(id))
        return try Order(
            id: unpaid.id, customer: unpaid.customer, lines: unpaid.lines, placedAt: unpaid.placedAt, status: status)
    }
}

extension Components.Schemas.Movie {
    /// A movie on the wire.
    public init(_ movie: Movie) {
        self.init(
            id: Int64(movie.id.rawValue), title: movie.title, originalTitle: movie.originalTitle,
            overview: movie.overview, releaseDate: movie.releaseDate?.description,
            posterPath: movie.posterPath?.rawValue,
            genres: movie.genres.map { Components.Schemas.Genre(id: $0.id, name: $0.name) },
            originalLanguage: movie.originalLanguage, popularity: movie.popularity,
            runtimeMinutes: movie.runtimeMinutes, tagline: movie.tagline)
    }

    /// The movie, checked by Domain's rules.
    public func toDomain() throws(CatalogError) -> Movie {
        try Movie(
            id: MovieID(Int(clamping: id)), title: title, originalTitle: originalTitle, overview: overview,
            releaseDate: try releaseDate.map { text throws(CatalogError) in try ReleaseDate(iso: text) },
            posterPath: try posterPath.map { text throws(CatalogError) in try PosterPath(text) },
            genres: genres.map { Genre(id: $0.id, name: $0.name) }, originalLanguage: originalLanguage,
            popularity: popularity, runtimeMinutes: runtimeMinutes, tagline: tagline)
    }
}
