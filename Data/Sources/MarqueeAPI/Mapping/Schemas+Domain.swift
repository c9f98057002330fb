public import MarqueeDomain

// Domain's values on the wire and back. Answers are built from Domain's
// values (`init(_:)`); what comes off the wire is checked by Domain's own
// rules (`toDomain()`), so a desk never holds a value the service could not.

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
    ///
    /// - Throws: ``/MarqueeDomain/AccountsError/invalidUserID(_:)`` or
    ///   ``/MarqueeDomain/AccountsError/invalidUserName(_:)``.
    public func toDomain() throws(AccountsError) -> User {
        User(id: try UserID(id), name: try UserName(name))
    }
}

extension Components.Schemas.RenamedUser {
    /// A rename on the wire.
    public init(_ renamed: RenamedUser) {
        self.init(previousName: renamed.previousName.displayName, user: .init(renamed.user))
    }

    /// The rename, checked by Domain's rules.
    ///
    /// - Throws: as ``Components/Schemas/User/toDomain()``.
    public func toDomain() throws(AccountsError) -> RenamedUser {
        RenamedUser(previousName: try UserName(previousName), user: try user.toDomain())
    }
}

extension Components.Schemas.Screening {
    /// A screening on the wire, with the seats sold.
    public init(_ screening: Screening) {
        self.init(
            id: screening.id.rawValue, movieID: Int64(screening.movieID.rawValue), movieTitle: screening.movieTitle,
            hall: screening.hall.name, startsAt: screening.startsAt.date, runtimeMinutes: screening.runtimeMinutes,
            capacity: screening.capacity, seatsSold: screening.seatsSold,
            ticketPrice: Components.Schemas.Money(screening.ticketPrice),
            cancelledAt: screening.cancellation?.at.date, cancelledBy: screening.cancellation?.by?.displayName)
    }

    /// The screening, checked by Domain's rules.
    ///
    /// - Throws: the first rule of ``/MarqueeDomain/Screening`` it breaks.
    public func toDomain() throws(BoxOfficeError) -> Screening {
        guard let movie = try? MovieID(Int(clamping: movieID)) else { throw .invalidIdentifier(String(movieID)) }
        guard let startsAt = Timestamp(startsAt) else { throw .invalidIdentifier(id) }
        var cancellation: ScreeningCancellation?
        if let cancelledAt {
            guard let time = Timestamp(cancelledAt) else { throw .invalidIdentifier(id) }
            var desk: DeskName?
            if let cancelledBy {
                guard let name = try? DeskName(cancelledBy) else { throw .invalidIdentifier(id) }
                desk = name
            }
            cancellation = ScreeningCancellation(at: time, by: desk)
        }
        return try Screening(
            id: ScreeningID(id), movieID: movie, movieTitle: movieTitle, hall: try Hall(hall), startsAt: startsAt,
            runtimeMinutes: runtimeMinutes, capacity: capacity, ticketPrice: try ticketPrice.toDomain(),
            seatsSold: seatsSold, cancellation: cancellation)
    }
}

extension Components.Schemas.CinemaHall {
    /// A hall on the wire.
    public init(_ hall: MarqueeDomain.CinemaHall) {
        self.init(name: hall.hall.name, seats: hall.seats)
    }

    /// The hall, checked by Domain's rules.
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/invalidHall(_:)`` or
    ///   ``/MarqueeDomain/BoxOfficeError/invalidCapacity(_:)``.
    public func toDomain() throws(BoxOfficeError) -> MarqueeDomain.CinemaHall {
        try MarqueeDomain.CinemaHall(Hall(name), seats: seats)
    }
}

extension Components.Schemas.ScreeningCancellation {
    /// A screening's cancellation on the wire: the screening and its orders.
    public init(_ impact: ScreeningCancellationImpact) {
        self.init(screening: .init(impact.screening), orders: impact.orders.map(Components.Schemas.Order.init))
    }

    /// The cancellation, checked by Domain's rules.
    ///
    /// - Throws: the first rule a part breaks.
    public func toDomain() throws(BoxOfficeError) -> ScreeningCancellationImpact {
        var domainOrders: [Order] = []
        for order in orders { domainOrders.append(try order.toDomain()) }
        return ScreeningCancellationImpact(screening: try screening.toDomain(), orders: domainOrders)
    }
}

extension Components.Schemas.OrderStatus {
    /// A status on the wire, with the desk that settled the order.
    public init(_ status: OrderStatus, by desk: DeskName?) {
        switch status {
        case .unpaid: self.init(name: .unpaid)
        case let .paid(at): self.init(name: .paid, at: at.date, by: desk?.displayName)
        case let .cancelled(at): self.init(name: .cancelled, at: at.date, by: desk?.displayName)
        case let .refunded(at): self.init(name: .refunded, at: at.date, by: desk?.displayName)
        case let .expired(at): self.init(name: .expired, at: at.date)
        }
    }

    /// The status, or `nil` when a settled one lacks its time.
    public func toDomain() -> OrderStatus? {
        switch (name, at.flatMap(Timestamp.init)) {
        case (.unpaid, _): .unpaid
        case let (.paid, time?): .paid(at: time)
        case let (.cancelled, time?): .cancelled(at: time)
        case let (.refunded, time?): .refunded(at: time)
        case let (.expired, time?): .expired(at: time)
        case (.paid, nil), (.cancelled, nil), (.refunded, nil), (.expired, nil): nil
        }
    }
}

extension Components.Schemas.DayReport {
    /// The day's overview on the wire.
    public init(_ report: DayReport) {
        self.init(
            from: report.from.date, to: report.to.date,
            screenings: report.rows.map { row in
                .init(
                    screening: .init(row.screening), seatsPaid: row.seatsPaid, seatsHeld: row.seatsHeld,
                    paid: .init(row.paid), unpaid: .init(row.unpaid), refunded: .init(row.refunded))
            },
            paid: report.paid.map(Components.Schemas.Money.init),
            unpaid: report.unpaid.map(Components.Schemas.Money.init),
            refunded: report.refunded.map(Components.Schemas.Money.init))
    }

    /// The report, checked by Domain's rules.
    ///
    /// - Throws: the first rule of ``/MarqueeDomain/Screening`` or
    ///   ``/MarqueeDomain/Money`` it breaks; ``/MarqueeDomain/BoxOfficeError/invalidQuantity(_:)``
    ///   for a seat count the screening cannot hold.
    public func toDomain() throws(BoxOfficeError) -> DayReport {
        var rows: [DayReport.Row] = []
        for row in screenings {
            let screening = try row.screening.toDomain()
            guard row.seatsPaid >= 0, row.seatsHeld >= 0, row.seatsPaid + row.seatsHeld <= screening.capacity else {
                throw .invalidQuantity(row.seatsPaid + row.seatsHeld)
            }
            rows.append(
                DayReport.Row(
                    screening: screening, seatsPaid: row.seatsPaid, seatsHeld: row.seatsHeld,
                    paid: try row.paid.toDomain(), unpaid: try row.unpaid.toDomain(),
                    refunded: try row.refunded.toDomain()))
        }
        func amounts(_ wire: [Components.Schemas.Money]) throws(BoxOfficeError) -> [Money] {
            var amounts: [Money] = []
            for amount in wire { amounts.append(try amount.toDomain()) }
            return amounts
        }
        return DayReport(
            from: Timestamp(from) ?? .epoch, to: Timestamp(to) ?? .epoch, rows: rows, paid: try amounts(paid),
            unpaid: try amounts(unpaid), refunded: try amounts(refunded))
    }
}

extension Components.Schemas.Order {
    /// An order on the wire.
    public init(_ order: Order) {
        self.init(
            id: order.id.rawValue, customerID: order.customer?.rawValue,
            lines: order.lines.map { line in
                Components.Schemas.OrderLine(
                    screeningID: line.screeningID.rawValue, quantity: line.quantity,
                    unitPrice: Components.Schemas.Money(line.unitPrice),
                    subtotal: Components.Schemas.Money(line.subtotal))
            },
            total: Components.Schemas.Money(order.total), placedAt: order.placedAt.date,
            placedBy: order.placedBy?.displayName, heldUntil: order.heldUntil?.date,
            status: Components.Schemas.OrderStatus(order.status, by: order.settledBy))
    }

    /// The order, checked by Domain's rules (its total is recomputed from
    /// its lines, and must be the one sent).
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/storageFailed(_:)`` naming
    ///   the order as a bad record when it breaks a rule.
    public func toDomain() throws(BoxOfficeError) -> Order {
        let bad = BoxOfficeError.storageFailed(StorageFailure(.badRecord(.order(id: id)), place: .unknown))
        guard let status = status.toDomain(), let placedAt = Timestamp(placedAt) else { throw bad }
        var held: Timestamp?
        if let heldUntil {
            guard let time = Timestamp(heldUntil) else { throw bad }
            held = time
        }
        do {
            var domainLines: [OrderLine] = []
            for line in lines {
                domainLines.append(
                    try OrderLine(
                        screeningID: ScreeningID(line.screeningID), quantity: line.quantity,
                        unitPrice: try line.unitPrice.toDomain()))
            }
            let order = try Order(
                id: OrderID(id), customer: customerID.map { try UserID($0) }, lines: domainLines, placedAt: placedAt,
                placedBy: placedBy.map(DeskName.init), heldUntil: held, status: status,
                settledBy: self.status.by.map(DeskName.init))
            guard order.total == (try total.toDomain()) else { throw bad }
            return order
        } catch {
            throw bad
        }
    }
}

extension Components.Schemas.OrderReceipt {
    /// A receipt on the wire.
    public init(_ receipt: OrderReceipt) {
        self.init(
            order: .init(receipt.order), customer: receipt.customer.map(Components.Schemas.User.init),
            screenings: receipt.screenings.map(Components.Schemas.Screening.init))
    }

    /// The receipt, checked by Domain's rules.
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/storageFailed(_:)`` naming
    ///   the order as a bad record when any part breaks a rule.
    public func toDomain() throws(BoxOfficeError) -> OrderReceipt {
        let domainOrder = try order.toDomain()
        let bad = BoxOfficeError.storageFailed(StorageFailure(.badRecord(.order(id: order.id)), place: .unknown))
        var domainCustomer: User?
        if let customer {
            guard let decoded = try? customer.toDomain() else { throw bad }
            domainCustomer = decoded
        }
        var domainScreenings: [Screening] = []
        for screening in screenings {
            guard let screening = try? screening.toDomain() else { throw bad }
            domainScreenings.append(screening)
        }
        return OrderReceipt(order: domainOrder, customer: domainCustomer, screenings: domainScreenings)
    }
}

extension Components.Schemas.CustomerOrders {
    /// A customer's orders on the wire.
    public init(_ list: CustomerOrders) {
        self.init(
            customer: .init(list.customer), orders: list.orders.map(Components.Schemas.Order.init),
            screenings: list.screenings.map(Components.Schemas.Screening.init))
    }

    /// The list, checked by Domain's rules.
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/storageFailed(_:)`` naming
    ///   the first record that breaks a rule.
    public func toDomain() throws(BoxOfficeError) -> CustomerOrders {
        guard let domainCustomer = try? customer.toDomain() else {
            throw .storageFailed(StorageFailure(.badRecord(.user(id: customer.id)), place: .unknown))
        }
        var domainOrders: [Order] = []
        for order in orders { domainOrders.append(try order.toDomain()) }
        var domainScreenings: [Screening] = []
        for screening in screenings {
            guard let screening = try? screening.toDomain() else {
                throw .storageFailed(StorageFailure(.badRecord(.screening(id: screening.id)), place: .unknown))
            }
            domainScreenings.append(screening)
        }
        return CustomerOrders(customer: domainCustomer, orders: domainOrders, screenings: domainScreenings)
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
    ///
    /// - Throws: the first rule of ``/MarqueeDomain/Movie`` it breaks.
    public func toDomain() throws(CatalogError) -> Movie {
        try Movie(
            id: MovieID(Int(clamping: id)), title: title, originalTitle: originalTitle, overview: overview,
            releaseDate: try releaseDate.map { text throws(CatalogError) in try ReleaseDate(iso: text) },
            posterPath: try posterPath.map { text throws(CatalogError) in try PosterPath(text) },
            genres: genres.map { Genre(id: $0.id, name: $0.name) }, originalLanguage: originalLanguage,
            popularity: popularity, runtimeMinutes: runtimeMinutes, tagline: tagline)
    }
}

extension Components.Schemas.DeskRole {
    /// A role on the wire.
    public init(_ role: DeskRole) {
        switch role {
        case .clerk: self = .clerk
        case .manager: self = .manager
        }
    }

    /// The role.
    public var domainRole: DeskRole {
        switch self {
        case .clerk: .clerk
        case .manager: .manager
        }
    }
}
